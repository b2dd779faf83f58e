import type { SeedProvider } from '../types';
import { STORE_FR_ONLINE, STORE_LONDON, STORE_NEW_YORK, STORE_PARIS } from './stores';

export const PARIS_ATELIER = 'atelier-montorgueil';
export const COBBLER = 'cordonnerie-lacour';
export const LYON_ATELIER = 'atelier-croix-rousse';
export const LONDON_ATELIER = 'marylebone-mending-room';
export const NEW_YORK_ATELIER = 'bowery-stitch-and-sole';

const FRENCH_STORES = [STORE_PARIS, STORE_FR_ONLINE];

export const providers: SeedProvider[] = [
  {
    // Textile atelier collecting across Île-de-France; labelled for the Bonus Réparation.
    name: PARIS_ATELIER,
    address: { address: '12 rue Montorgueil', secondAddress: '', city: 'Paris', state: '', zipCode: '75002', country: 'FR', deliveryNotes: '' },
    displayName: 'Atelier Montorgueil',
    imageUrl: `/images/providers/${PARIS_ATELIER}.svg`,
    repairFundLabelled: true,
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
    areas: [{ country: 'FR', zipPrefixes: ['69', '01', '38', '42'] }],
    stores: FRENCH_STORES,
  },
  {
    name: LONDON_ATELIER,
    address: { address: '41 Marylebone High Street', secondAddress: '', city: 'London', state: '', zipCode: 'W1U 5HE', country: 'GB', deliveryNotes: '' },
    displayName: 'The Marylebone Mending Room',
    imageUrl: `/images/providers/${LONDON_ATELIER}.svg`,
    repairFundLabelled: false,
    areas: [{ country: 'GB' }],
    stores: [STORE_LONDON],
  },
  {
    name: NEW_YORK_ATELIER,
    address: { address: '219 Bowery', secondAddress: 'Suite 4', city: 'New York', state: 'NY', zipCode: '10002', country: 'US', deliveryNotes: '' },
    displayName: 'Bowery Stitch & Sole',
    imageUrl: `/images/providers/${NEW_YORK_ATELIER}.svg`,
    repairFundLabelled: false,
    areas: [{ country: 'US', zipPrefixes: ['10', '11'] }],
    stores: [STORE_NEW_YORK],
  },
];
