import type { SeedProvider } from '../types';
import { t } from './helpers';
import { STORE_FR_ONLINE, STORE_LONDON, STORE_NEW_YORK, STORE_PARIS } from './stores';

export const PARIS_ATELIER = 'atelier-montorgueil';
export const COBBLER = 'cordonnerie-lacour';
export const LYON_ATELIER = 'atelier-croix-rousse';
export const LONDON_ATELIER = 'marylebone-mending-room';
export const NEW_YORK_ATELIER = 'bowery-stitch-and-sole';
export const OBERKAMPF_ATELIER = 'atelier-oberkampf';
export const SHOREDITCH_ATELIER = 'shoreditch-stitch-house';

const FRENCH_STORES = [STORE_PARIS, STORE_FR_ONLINE];

export const providers: SeedProvider[] = [
  {
    // Textile atelier collecting across Île-de-France; labelled for the Bonus Réparation.
    name: PARIS_ATELIER,
    address: { address: '12 rue Montorgueil', secondAddress: '', city: 'Paris', state: '', zipCode: '75002', country: 'FR', deliveryNotes: '' },
    displayName: 'Atelier Montorgueil',
    imageUrl: `/images/providers/${PARIS_ATELIER}.svg`,
    repairFundLabelled: true,
    story: t('Fondé en 1987 rue Montorgueil, l’atelier de Nadia et Karim reprend coutures, doublures et fermetures de tous les vêtements, à la main quand il le faut.', 'Founded in 1987 on rue Montorgueil, Nadia and Karim’s workshop mends seams, linings and zips on every kind of garment, by hand where it matters.', 'Seit 1987 in der Rue Montorgueil: Nadia und Karim reparieren Nähte, Futter und Reißverschlüsse an jeder Art Kleidung, wo nötig von Hand.', 'Fundado en 1987 en la rue Montorgueil, el taller de Nadia y Karim arregla costuras, forros y cremalleras de todo tipo de prendas, a mano cuando hace falta.'),
    rating: { average: 4.8, count: 212 },
    areas: [{ country: 'FR', zipPrefixes: ['75', '77', '78', '91', '92', '93', '94', '95'] }],
    stores: FRENCH_STORES,
  },
  {
    // Cobbler and leather worker serving the whole of France by post; labelled.
    name: COBBLER,
    address: { address: '5 rue Lacour', secondAddress: 'Atelier 2', city: 'Bordeaux', state: '', zipCode: '33000', country: 'FR', deliveryNotes: '' },
    displayName: 'Cordonnerie Lacour',
    imageUrl: `/images/providers/${COBBLER}.svg`,
    repairFundLabelled: true,
    story: t('Trois générations de cordonniers\u00a0: ressemelage, talons et cuir, par la poste partout en France.', 'Three generations of cobblers: resoling, heels and leather, by post anywhere in France.', 'Drei Generationen Schuhmacher: Sohlen, Absätze und Leder, per Post aus ganz Frankreich.', 'Tres generaciones de zapateros: suelas, tacones y cuero, por correo desde toda Francia.'),
    rating: { average: 4.6, count: 98 },
    areas: [{ country: 'FR' }],
    stores: FRENCH_STORES,
  },
  {
    // Lyon alterations atelier, NOT labelled: its repairs never carry the bonus.
    name: LYON_ATELIER,
    address: { address: '8 montée de la Grande-Côte', secondAddress: '', city: 'Lyon', state: '', zipCode: '69001', country: 'FR', deliveryNotes: '' },
    displayName: 'Atelier de la Croix-Rousse',
    imageUrl: `/images/providers/${LYON_ATELIER}.svg`,
    repairFundLabelled: false,
    story: t('Un atelier de retouches des pentes de la Croix-Rousse, héritier des canuts lyonnais.', 'An alterations workshop on the slopes of the Croix-Rousse, heir to Lyon’s silk weavers.', 'Eine Änderungsschneiderei am Hang der Croix-Rousse, in der Tradition der Lyoner Seidenweber.', 'Un taller de arreglos en las cuestas de la Croix-Rousse, heredero de los tejedores de seda de Lyon.'),
    areas: [{ country: 'FR', zipPrefixes: ['69', '01', '38', '42'] }],
    stores: FRENCH_STORES,
  },
  {
    name: LONDON_ATELIER,
    address: { address: '41 Marylebone High Street', secondAddress: '', city: 'London', state: '', zipCode: 'W1U 5HE', country: 'GB', deliveryNotes: '' },
    displayName: 'The Marylebone Mending Room',
    imageUrl: `/images/providers/${LONDON_ATELIER}.svg`,
    repairFundLabelled: false,
    story: t('Une salle de couture de Marylebone où l’on reprise tricots et manteaux depuis 2009.', 'A Marylebone mending room darning knitwear and coats since 2009.', 'Eine Flickstube in Marylebone, die seit 2009 Strick und Mäntel stopft.', 'Un taller de Marylebone que zurce punto y abrigos desde 2009.'),
    rating: { average: 4.7, count: 156 },
    areas: [{ country: 'GB' }],
    stores: [STORE_LONDON],
  },
  {
    name: NEW_YORK_ATELIER,
    address: { address: '219 Bowery', secondAddress: 'Suite 4', city: 'New York', state: 'NY', zipCode: '10002', country: 'US', deliveryNotes: '' },
    displayName: 'Bowery Stitch & Sole',
    imageUrl: `/images/providers/${NEW_YORK_ATELIER}.svg`,
    repairFundLabelled: false,
    story: t('Couture et cordonnerie sous le même toit, sur le Bowery.', 'Stitching and shoe repair under one roof on the Bowery.', 'Nähen und Schuhreparatur unter einem Dach an der Bowery.', 'Costura y zapatería bajo el mismo techo, en el Bowery.'),
    areas: [{ country: 'US', zipPrefixes: ['10', '11'] }],
    stores: [STORE_NEW_YORK],
  },
  {
    // A second Paris atelier (eastern Paris and the inner suburbs), quicker and labelled: Paris customers choose.
    name: OBERKAMPF_ATELIER,
    address: { address: '104 rue Oberkampf', secondAddress: '', city: 'Paris', state: '', zipCode: '75011', country: 'FR', deliveryNotes: '' },
    displayName: 'Atelier Oberkampf',
    imageUrl: `/images/providers/${OBERKAMPF_ATELIER}.svg`,
    repairFundLabelled: true,
    story: t('Une jeune équipe de couturières qui rend jeans, robes et manteaux en trois jours ou moins.', 'A young team of seamstresses who turn jeans, dresses and coats around in three days or less.', 'Ein junges Schneiderinnen-Team, das Jeans, Kleider und Mäntel in höchstens drei Tagen zurückgibt.', 'Un joven equipo de costureras que devuelve vaqueros, vestidos y abrigos en tres días o menos.'),
    areas: [{ country: 'FR', zipPrefixes: ['75', '93', '94'] }],
    stores: FRENCH_STORES,
  },
  {
    // A second London atelier, no rating yet: London customers choose.
    name: SHOREDITCH_ATELIER,
    address: { address: '27 Redchurch Street', secondAddress: '', city: 'London', state: '', zipCode: 'E2 7DJ', country: 'GB', deliveryNotes: '' },
    displayName: 'Shoreditch Stitch House',
    imageUrl: `/images/providers/${SHOREDITCH_ATELIER}.svg`,
    repairFundLabelled: false,
    story: t('Un atelier de denim de l’East London\u00a0: ourlets d’origine et reprises visibles.', 'An East London denim workshop: original hems and visible mending.', 'Eine Denim-Werkstatt im Londoner East End: Originalsäume und sichtbares Flicken.', 'Un taller de denim del este de Londres: bajos originales y zurcidos visibles.'),
    // Central and east London by courier.
    areas: [{ country: 'GB', zipPrefixes: ['EC', 'WC', 'SW', 'SE', 'NW', 'E1', 'E2', 'E3', 'E8', 'N1', 'W1'] }],
    stores: [STORE_LONDON],
  },
];
