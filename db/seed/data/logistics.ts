import type { Shipment } from '@/db/schema/catalogue';
import type { SeedLogisticOption } from '../types';
import { FREE, p, t } from './helpers';
import { NEW_YORK_ATELIER, PARIS_ATELIER } from './providers';
import { STORE_LONDON, STORE_NEW_YORK, STORE_PARIS } from './stores';

/** The two legs of a round trip with one carrier: to the atelier and back to the customer. */
function roundTrip(logisticProvider: string, providerName: string): Shipment[] {
  return [
    { flow: `${logisticProvider}-onward`, type: 'onward', logisticProvider, providerName },
    { flow: `${logisticProvider}-return`, type: 'backwards', logisticProvider, providerName },
  ];
}

const postalInstructions = t(
  'Imprimez l’étiquette prépayée reçue par e-mail, collez-la sur un colis bien fermé et déposez-le dans un bureau de poste sous 7 jours.',
  'Print the prepaid label we email you, stick it on a well-sealed parcel and drop it at a post office within 7 days.',
  'Drucken Sie das vorfrankierte Etikett aus unserer E-Mail aus, kleben Sie es auf ein gut verschlossenes Paket und geben Sie es innerhalb von 7 Tagen in einer Postfiliale ab.',
  'Imprima la etiqueta prepagada que le enviamos por correo electrónico, péguela en un paquete bien cerrado y entréguelo en una oficina de correos en un plazo de 7 días.',
);

const pickupInstructions = t(
  'Soyez présent pendant votre créneau de 2 heures : notre coursier récupère l’article emballé et vous le rapporte à la même adresse une fois réparé.',
  'Be at home during your 2-hour slot: our courier collects the packed item and brings it back to the same address once repaired.',
  'Seien Sie während Ihres 2-Stunden-Zeitfensters zu Hause: Unser Kurier holt den verpackten Artikel ab und bringt ihn nach der Reparatur an dieselbe Adresse zurück.',
  'Esté en casa durante su franja de 2 horas: nuestro mensajero recoge el artículo embalado y se lo devuelve en la misma dirección una vez reparado.',
);

const dropOffInstructions = t(
  'Apportez l’article au comptoir retouches de la boutique ; nous vous prévenons par e-mail dès qu’il est prêt à être récupéré.',
  'Bring the item to the repairs counter in store; we email you as soon as it is ready to collect.',
  'Bringen Sie den Artikel zur Reparaturtheke im Geschäft; wir benachrichtigen Sie per E-Mail, sobald er abholbereit ist.',
  'Lleve el artículo al mostrador de arreglos de la tienda; le avisaremos por correo electrónico en cuanto esté listo para recoger.',
);

function dropOff(store: string, country: string, displayName: SeedLogisticOption['displayName']): SeedLogisticOption {
  return {
    name: `drop-off-${store}`,
    kind: 'store_drop_off',
    displayName,
    instructions: dropOffInstructions,
    price: FREE,
    onwardTransitDays: 0,
    returnTransitDays: 2,
    shipments: roundTrip('reprise-courier', 'Reprise courier'),
    tags: ['store'],
    countries: [country],
    store,
    storeOnly: true,
    // Brought to the counter: pay there, or when collecting it (docs/decisions.md#payments).
    paymentMethods: ['pay_at_drop_off', 'pay_on_collection'],
  };
}

export const logisticOptions: SeedLogisticOption[] = [
  {
    name: 'colissimo-prepaid-fr',
    kind: 'postal_label',
    displayName: t('Étiquette Colissimo prépayée', 'Prepaid Colissimo label', 'Vorfrankiertes Colissimo-Etikett', 'Etiqueta prepagada de Colissimo'),
    instructions: postalInstructions,
    price: p(590, 500, 650),
    onwardTransitDays: 2,
    returnTransitDays: 3,
    shipments: roundTrip('colissimo', 'Colissimo'),
    tags: ['postal'],
    // Sent by post: nobody to pay at a counter; paid before the item comes back.
    paymentMethods: ['pay_on_collection'],
    countries: ['FR'],
  },
  {
    name: 'royal-mail-prepaid-gb',
    kind: 'postal_label',
    displayName: t(
      'Étiquette Royal Mail prépayée',
      'Prepaid Royal Mail Tracked 48 label',
      'Vorfrankiertes Royal-Mail-Etikett',
      'Etiqueta prepagada de Royal Mail',
    ),
    instructions: postalInstructions,
    price: p(550, 450, 600),
    onwardTransitDays: 2,
    returnTransitDays: 2,
    shipments: roundTrip('royal-mail', 'Royal Mail'),
    tags: ['postal'],
    // Sent by post: nobody to pay at a counter; paid before the item comes back.
    paymentMethods: ['pay_on_collection'],
    countries: ['GB'],
  },
  {
    name: 'ups-prepaid-us',
    kind: 'postal_label',
    displayName: t('Étiquette UPS prépayée', 'Prepaid UPS Ground label', 'Vorfrankiertes UPS-Etikett', 'Etiqueta prepagada de UPS'),
    instructions: t(
      'Imprimez l’étiquette prépayée reçue par e-mail, collez-la sur un colis bien fermé et déposez-le dans un point UPS sous 7 jours.',
      'Print the prepaid label we email you, stick it on a well-sealed parcel and drop it at a UPS Access Point or The UPS Store within 7 days.',
      'Drucken Sie das vorfrankierte Etikett aus unserer E-Mail aus, kleben Sie es auf ein gut verschlossenes Paket und geben Sie es innerhalb von 7 Tagen an einem UPS Access Point ab.',
      'Imprima la etiqueta prepagada que le enviamos por correo electrónico, péguela en un paquete bien cerrado y entréguelo en un punto UPS en un plazo de 7 días.',
    ),
    price: p(1000, 850, 1100),
    onwardTransitDays: 3,
    returnTransitDays: 3,
    shipments: roundTrip('ups', 'UPS'),
    tags: ['postal'],
    // Sent by post: nobody to pay at a counter; paid before the item comes back.
    paymentMethods: ['pay_on_collection'],
    countries: ['US'],
  },
  {
    // Mail-in (docs/customer-site.md#mail-in): no atelier collects in Spain; Atelier Montorgueil accepts parcels from there.
    name: 'correos-mail-in-es',
    kind: 'postal_label',
    displayName: t(
      'Envoi par la poste depuis l’Espagne (Correos)',
      'Mail-in from Spain (Correos)',
      'Einsendung per Post aus Spanien (Correos)',
      'Envío por correo desde España (Correos)',
    ),
    instructions: t(
      'Imprimez l’étiquette prépayée reçue par e-mail, collez-la sur un colis bien fermé et déposez-le dans un bureau Correos sous 7 jours ; il voyage jusqu’à l’atelier à Paris.',
      'Print the prepaid label we email you, stick it on a well-sealed parcel and drop it at a Correos office within 7 days; it travels to the atelier in Paris.',
      'Drucken Sie das vorfrankierte Etikett aus unserer E-Mail aus, kleben Sie es auf ein gut verschlossenes Paket und geben Sie es innerhalb von 7 Tagen in einer Correos-Filiale ab; es reist zum Atelier in Paris.',
      'Imprima la etiqueta prepagada que le enviamos por correo electrónico, péguela en un paquete bien cerrado y entréguelo en una oficina de Correos en un plazo de 7 días; viajará hasta el taller de París.',
    ),
    price: p(1290, 1100, 1400),
    onwardTransitDays: 4,
    returnTransitDays: 4,
    shipments: roundTrip('correos', 'Correos'),
    tags: ['postal', 'mail-in'],
    paymentMethods: ['pay_on_collection'],
    countries: ['ES'],
    provider: PARIS_ATELIER,
  },
  {
    name: 'paris-home-pickup',
    kind: 'home_pickup',
    displayName: t(
      'Collecte à domicile (Île-de-France)',
      'Home pick-up (Paris area)',
      'Abholung zu Hause (Großraum Paris)',
      'Recogida a domicilio (área de París)',
    ),
    instructions: pickupInstructions,
    price: p(990, 850, 1100),
    onwardTransitDays: 1,
    returnTransitDays: 1,
    shipments: roundTrip('reprise-courier', 'Reprise courier'),
    tags: ['pickup'],
    paymentMethods: ['pay_on_collection'],
    slots: { capacity: 3, startTimes: ['09:00', '11:00', '14:00', '16:00', '18:00'], durationMinutes: 120, days: 10 },
    countries: ['FR'],
    provider: PARIS_ATELIER,
  },
  {
    name: 'new-york-home-pickup',
    kind: 'home_pickup',
    displayName: t(
      'Collecte à domicile (New York)',
      'Home pick-up (New York City)',
      'Abholung zu Hause (New York City)',
      'Recogida a domicilio (Nueva York)',
    ),
    instructions: pickupInstructions,
    price: p(1300, 1100, 1400),
    onwardTransitDays: 1,
    returnTransitDays: 1,
    shipments: roundTrip('reprise-courier', 'Reprise courier'),
    tags: ['pickup'],
    paymentMethods: ['pay_on_collection'],
    slots: { capacity: 2, startTimes: ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'], durationMinutes: 120, days: 10 },
    countries: ['US'],
    provider: NEW_YORK_ATELIER,
  },
  dropOff(
    STORE_PARIS,
    'FR',
    t('Dépôt en boutique – Paris Marais', 'In-store drop-off – Paris Marais', 'Abgabe im Geschäft – Paris Marais', 'Entrega en tienda – París Marais'),
  ),
  dropOff(
    STORE_LONDON,
    'GB',
    t(
      'Dépôt en boutique – Londres Covent Garden',
      'In-store drop-off – London Covent Garden',
      'Abgabe im Geschäft – London Covent Garden',
      'Entrega en tienda – Londres Covent Garden',
    ),
  ),
  dropOff(
    STORE_NEW_YORK,
    'US',
    t(
      'Dépôt en boutique – New York SoHo',
      'In-store drop-off – New York SoHo',
      'Abgabe im Geschäft – New York SoHo',
      'Entrega en tienda – Nueva York SoHo',
    ),
  ),
];
