/** Service attribute groups: what the customer tells us about the repair itself. */
import type { TranslatedString } from '@/lib/schemas/common';
import type { SeedAttributeGroup } from '../types';
import { photo } from './attributes-items';
import { opt, t } from './helpers';

/**
 * Zips: the length question offers only the lengths the booked repair covers (a zip "over 20 cm"
 * is never asked "up to 20 cm?"): short zips (fly, small, shoe) and long ones have a group each.
 */
function zipGroup(identifier: string, lengths: { value: string; label: TranslatedString }[]): SeedAttributeGroup {
  return {
  identifier,
  name: t('Fermeture éclair', 'Zip', 'Reißverschluss', 'Cremallera'),
  description: t(
    'Précisez la fermeture à poser.',
    'Tell us which zip to fit.',
    'Geben Sie an, welcher Reißverschluss eingesetzt werden soll.',
    'Indique qué cremallera debemos poner.',
  ),
  attributes: [
    {
      identifier: 'zip_length',
      type: 'select',
      isRequired: true,
      label: t('Longueur de la fermeture', 'Zip length', 'Länge des Reißverschlusses', 'Longitud de la cremallera'),
      helperLabel: t(
        'Mesurez la partie dentée, curseur compris.',
        'Measure the toothed part, slider included.',
        'Messen Sie den Zahnbereich einschließlich Schieber.',
        'Mida la parte dentada, incluido el cursor.',
      ),
      metadata: {
        options: lengths,
      },
    },
    {
      identifier: 'zip_colour',
      type: 'text',
      label: t('Couleur souhaitée', 'Preferred zip colour', 'Gewünschte Farbe', 'Color deseado'),
      helperLabel: t(
        'Par exemple : bleu marine, doré, comme l’ancienne.',
        'For example: navy, gold, same as the old one.',
        'Zum Beispiel: Marineblau, Gold, wie der alte.',
        'Por ejemplo: azul marino, dorado, igual que la anterior.',
      ),
      metadata: { maxLength: 40 },
    },
    {
      identifier: 'zip_material',
      type: 'radio',
      isRequired: true,
      label: t('Type de fermeture', 'Zip type', 'Art des Reißverschlusses', 'Tipo de cremallera'),
      helperLabel: t(
        'Nous posons la même matière que l’originale, sauf demande contraire.',
        'We fit the same type as the original unless you ask otherwise.',
        'Wir setzen dieselbe Art wie im Original ein, sofern nicht anders gewünscht.',
        'Ponemos el mismo tipo que la original salvo que nos indiques lo contrario.',
      ),
      metadata: {
        options: [
          opt('metal', t('Métal', 'Metal', 'Metall', 'Metal')),
          opt('plastic', t('Plastique (nylon)', 'Plastic (nylon)', 'Kunststoff (Nylon)', 'Plástico (nailon)')),
        ],
      },
    },
    {
      identifier: 'match_colour_exactly',
      type: 'checkbox',
      label: t('Assortir la couleur exactement', 'Match the colour exactly', 'Farbe exakt abstimmen', 'Igualar el color exactamente'),
      helperLabel: t(
        'Il peut falloir quelques jours de plus pour trouver la teinte.',
        'Sourcing the exact shade may take a few extra days.',
        'Die Beschaffung des genauen Farbtons kann einige Tage länger dauern.',
        'Encontrar el tono exacto puede tardar unos días más.',
      ),
    },
  ],
};
}

export const zipService = zipGroup('zip-service', [
  opt('up_to_10_cm', t('Jusqu’à 10 cm', 'Up to 10 cm', 'Bis 10 cm', 'Hasta 10 cm')),
  opt('from_10_to_20_cm', t('De 10 à 20 cm', '10 to 20 cm', '10 bis 20 cm', 'De 10 a 20 cm')),
]);

const LONG_LENGTHS = [
  opt('from_20_to_40_cm', t('De 20 à 40 cm', '20 to 40 cm', '20 bis 40 cm', 'De 20 a 40 cm')),
  opt('from_40_to_60_cm', t('De 40 à 60 cm', '40 to 60 cm', '40 bis 60 cm', 'De 40 a 60 cm')),
  opt('over_60_cm', t('Plus de 60 cm', 'Over 60 cm', 'Über 60 cm', 'Más de 60 cm')),
];

export const longZipService = zipGroup('zip-service-long', LONG_LENGTHS);

/** Bags: any length. */
export const anyZipService = zipGroup('zip-service-any', [...zipService.attributes[0]!.metadata!.options!, ...LONG_LENGTHS]);

export const hemService: SeedAttributeGroup = {
  identifier: 'hem-service',
  name: t('Ourlet', 'Hem', 'Saum', 'Bajo'),
  description: t(
    'Indiquez de combien raccourcir et le type d’ourlet souhaité.',
    'Tell us how much to shorten and which hem you want.',
    'Geben Sie an, um wie viel gekürzt werden soll und welche Saumart Sie wünschen.',
    'Indique cuánto acortar y qué tipo de bajo desea.',
  ),
  attributes: [
    {
      identifier: 'shorten_by',
      type: 'number',
      isRequired: true,
      label: t('Longueur à raccourcir (cm)', 'Length to shorten (cm)', 'Zu kürzende Länge (cm)', 'Longitud a acortar (cm)'),
      helperLabel: t(
        'Entre 0,5 et 30 cm, mesurés depuis le bas actuel.',
        'Between 0.5 and 30 cm, measured from the current hem.',
        'Zwischen 0,5 und 30 cm, gemessen ab dem aktuellen Saum.',
        'Entre 0,5 y 30 cm, medidos desde el bajo actual.',
      ),
      metadata: { min: 0.5, max: 30 },
    },
    {
      identifier: 'hem_style',
      type: 'radio',
      isRequired: true,
      label: t('Type d’ourlet', 'Hem style', 'Saumart', 'Tipo de bajo'),
      helperLabel: t(
        'L’ourlet d’origine conserve la finition d’usine, idéal pour les jeans.',
        'An original hem keeps the factory finish, ideal for jeans.',
        'Der Originalsaum erhält die Fabrikkante, ideal für Jeans.',
        'El bajo original conserva el acabado de fábrica, ideal para vaqueros.',
      ),
      metadata: {
        options: [
          opt('standard', t('Ourlet classique', 'Standard hem', 'Standardsaum', 'Bajo clásico')),
          opt('invisible', t('Ourlet invisible', 'Invisible hem', 'Blindsaum', 'Bajo invisible')),
          opt('original', t('Ourlet d’origine', 'Original hem', 'Originalsaum', 'Bajo original')),
        ],
      },
    },
    {
      identifier: 'original_hem_instructions',
      type: 'textArea',
      label: t('Consignes pour l’ourlet d’origine', 'Original hem instructions', 'Hinweise zum Originalsaum', 'Indicaciones para el bajo original'),
      helperLabel: t(
        'Par exemple : garder l’effet usé, couleur de la surpiqûre.',
        'For example: keep the worn effect, topstitching colour.',
        'Zum Beispiel: Used-Effekt erhalten, Farbe der Ziernaht.',
        'Por ejemplo: mantener el efecto desgastado, color del pespunte.',
      ),
      metadata: { maxLength: 200 },
      parent: { identifier: 'hem_style', values: ['original'] },
    },
    {
      identifier: 'length_pinned',
      type: 'checkbox',
      label: t(
        'J’ai épinglé la nouvelle longueur',
        'I’ve pinned the new length',
        'Ich habe die neue Länge abgesteckt',
        'He marcado el nuevo largo con alfileres',
      ),
      helperLabel: t(
        'L’atelier suivra vos épingles plutôt que la mesure.',
        'The atelier will follow your pins rather than the measurement.',
        'Die Werkstatt richtet sich dann nach den Nadeln statt nach dem Maß.',
        'El taller seguirá los alfileres en lugar de la medida.',
      ),
    },
  ],
};

/**
 * A hem whose style the repair already names ("Ourlet invisible", a jean's original hem): only
 * the length is asked, never "which hem" again (issue #34, the smaller slips).
 */
export const hemLengthService: SeedAttributeGroup = {
  identifier: 'hem-length-service',
  name: t('Longueur d’ourlet', 'Hem length', 'Saumlänge', 'Largo del bajo'),
  description: t(
    'Indiquez de combien raccourcir.',
    'Tell us how much to shorten.',
    'Geben Sie an, um wie viel gekürzt werden soll.',
    'Indique cuánto acortar.',
  ),
  attributes: hemService.attributes.filter((a) => a.identifier === 'shorten_by' || a.identifier === 'length_pinned'),
};

export const damageService: SeedAttributeGroup = {
  identifier: 'damage-service',
  name: t('Trou ou accroc', 'Hole or tear', 'Loch oder Riss', 'Agujero o rotura'),
  description: t(
    'Décrivez les dommages pour un devis juste.',
    'Describe the damage so we can quote fairly.',
    'Beschreiben Sie den Schaden für einen fairen Kostenvoranschlag.',
    'Describa los daños para un presupuesto justo.',
  ),
  attributes: [
    {
      identifier: 'damaged_areas',
      type: 'multiSelect',
      isRequired: true,
      label: t('Zones abîmées', 'Damaged areas', 'Beschädigte Stellen', 'Zonas dañadas'),
      helperLabel: t(
        'Plusieurs choix possibles.',
        'Choose all that apply.',
        'Mehrfachauswahl möglich.',
        'Puede elegir varias.',
      ),
      metadata: {
        options: [
          opt('sleeve', t('Manche', 'Sleeve', 'Ärmel', 'Manga')),
          opt('elbow', t('Coude', 'Elbow', 'Ellbogen', 'Codo')),
          opt('collar', t('Col', 'Collar', 'Kragen', 'Cuello')),
          opt('front', t('Devant', 'Front', 'Vorderseite', 'Delantero')),
          opt('back', t('Dos', 'Back', 'Rücken', 'Espalda')),
          opt('pocket', t('Poche', 'Pocket', 'Tasche', 'Bolsillo')),
          opt('knee', t('Genou', 'Knee', 'Knie', 'Rodilla')),
          opt('crotch', t('Entrejambe', 'Crotch', 'Schritt', 'Entrepierna')),
          opt('hemline', t('Bas du vêtement', 'Hemline', 'Saumkante', 'Bajo de la prenda')),
        ],
      },
    },
    {
      identifier: 'damage_size',
      type: 'number',
      label: t('Taille du dommage (cm)', 'Size of the damage (cm)', 'Größe des Schadens (cm)', 'Tamaño del daño (cm)'),
      helperLabel: t(
        'La plus grande dimension du trou ou de l’accroc le plus important.',
        'The longest side of the largest hole or tear.',
        'Die längste Seite des größten Lochs oder Risses.',
        'El lado más largo del agujero o rotura más grande.',
      ),
      metadata: { min: 0.1, max: 50 },
    },
    {
      identifier: 'damage_description',
      type: 'textArea',
      label: t('Description', 'Description', 'Beschreibung', 'Descripción'),
      helperLabel: t(
        'Par exemple : accroc sur une couture, mite, brûlure.',
        'For example: snag on a seam, moth hole, burn.',
        'Zum Beispiel: Riss an einer Naht, Mottenloch, Brandloch.',
        'Por ejemplo: enganchón en una costura, polilla, quemadura.',
      ),
      metadata: { maxLength: 300 },
    },
    photo(
      'damage_photo',
      t('Photo du dommage', 'Photo of the damage', 'Foto des Schadens', 'Foto del daño'),
      t(
        'De près, avec une règle si possible.',
        'A close-up, with a ruler if possible.',
        'Eine Nahaufnahme, wenn möglich mit Lineal.',
        'Un primer plano, con una regla si es posible.',
      ),
    ),
  ],
};

export const resoleService: SeedAttributeGroup = {
  identifier: 'resole-service',
  name: t('Ressemelage', 'Resoling', 'Neubesohlung', 'Cambio de suela'),
  description: t(
    'Choisissez la semelle qui sera posée.',
    'Choose the sole we will fit.',
    'Wählen Sie die Sohle, die wir anbringen.',
    'Elija la suela que pondremos.',
  ),
  attributes: [
    {
      identifier: 'sole_material',
      type: 'radio',
      isRequired: true,
      label: t('Nouvelle semelle', 'New sole', 'Neue Sohle', 'Suela nueva'),
      helperLabel: t(
        'La gomme accroche mieux, le cuir respire mieux.',
        'Rubber grips better, leather breathes better.',
        'Gummi greift besser, Leder atmet besser.',
        'La goma agarra mejor, el cuero transpira mejor.',
      ),
      metadata: {
        options: [
          opt('rubber', t('Gomme', 'Rubber', 'Gummi', 'Goma')),
          opt('leather', t('Cuir', 'Leather', 'Leder', 'Cuero')),
        ],
      },
    },
    {
      identifier: 'leather_thickness',
      type: 'select',
      isRequired: true,
      label: t('Épaisseur du cuir', 'Leather thickness', 'Lederstärke', 'Grosor del cuero'),
      helperLabel: t(
        'Standard si vous hésitez.',
        'Choose standard if unsure.',
        'Im Zweifel „Standard“ wählen.',
        'Elija estándar si duda.',
      ),
      metadata: {
        options: [
          opt('thin', t('Fine (4 mm)', 'Thin (4 mm)', 'Dünn (4 mm)', 'Fina (4 mm)')),
          opt('standard', t('Standard (5,5 mm)', 'Standard (5.5 mm)', 'Standard (5,5 mm)', 'Estándar (5,5 mm)')),
          opt('thick', t('Épaisse (7 mm)', 'Thick (7 mm)', 'Dick (7 mm)', 'Gruesa (7 mm)')),
        ],
      },
      parent: { identifier: 'sole_material', values: ['leather'] },
    },
    {
      identifier: 'rubber_pattern',
      type: 'select',
      label: t('Profil de la gomme', 'Rubber tread', 'Gummiprofil', 'Dibujo de la goma'),
      helperLabel: t(
        'Crantée pour la pluie et les chemins.',
        'Lug soles suit rain and rough paths.',
        'Profilsohlen eignen sich für Regen und unebene Wege.',
        'La suela dentada va bien para la lluvia y los caminos.',
      ),
      metadata: {
        options: [
          opt('smooth', t('Lisse', 'Smooth', 'Glatt', 'Lisa')),
          opt('lug', t('Crantée', 'Lug sole', 'Profilsohle', 'Dentada')),
        ],
      },
      parent: { identifier: 'sole_material', values: ['rubber'] },
    },
  ],
};

