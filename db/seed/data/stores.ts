import type { CommissionContract, FeeRule, OpeningHours } from '@/db/schema/catalogue';
import type { SeedStore } from '../types';

export const STORE_PARIS = 'paris-marais';
export const STORE_FR_ONLINE = 'france-online';
export const STORE_LONDON = 'london-covent-garden';
export const STORE_NEW_YORK = 'new-york-soho';

/** No service fee in physical stores. */
const noServiceFee: FeeRule = { variables: ['totalService'], percentage: 0, fixed: { EUR: 0, GBP: 0, USD: 0 } };

/** Online orders carry a small handling fee. */
const onlineServiceFee: FeeRule = { variables: ['totalService'], percentage: 0, fixed: { EUR: 290, GBP: 250, USD: 300 } };

/** The standard split: platform 10 %, atelier 80 %, operator 5 %, no partner, payment 2 % of the total. */
const standardContract: CommissionContract = {
  platformFee: { variables: ['totalService'], percentage: 10 },
  serviceProvider: { variables: ['totalService'], percentage: 80 },
  operator: { variables: ['totalService'], percentage: 5 },
  partner: { variables: ['totalService'], percentage: 0 },
  paymentFee: { variables: ['total'], percentage: 2 },
};

/** Online: the delivery partner's share comes out of the delivery price. */
const onlineContract: CommissionContract = {
  ...standardContract,
  platformFee: { variables: ['totalService'], percentage: 12 },
  serviceProvider: { variables: ['totalService'], percentage: 78 },
  partner: { variables: ['delivery'], percentage: 100 },
};

/** Monday to Saturday, `opens`–`closes` local time; Sunday closed unless given. */
function weekHours(opens: string, closes: string, sunday?: [string, string]): OpeningHours {
  const days = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens, closes }));
  return sunday ? [...days, { day: 7, opens: sunday[0], closes: sunday[1] }] : days;
}

export const stores: SeedStore[] = [
  {
    identifier: STORE_PARIS,
    name: 'Reprise Paris Marais',
    email: 'marais@reprise.example',
    phone: '+33199001234',
    address: {
      address: '18 rue des Francs-Bourgeois',
      secondAddress: '',
      city: 'Paris',
      state: 'Île-de-France',
      zipCode: '75003',
      country: 'FR',
      deliveryNotes: 'Entrée par la boutique, comptoir retouches au fond à gauche.',
    },
    country: 'FR',
    currency: 'EUR',
    language: 'fr',
    onlineStore: false,
    vatRateBp: 2000,
    serviceFee: noServiceFee,
    commissionContract: standardContract,
    timeZone: 'Europe/Paris',
    openingHours: weekHours('10:00', '19:00', ['11:00', '18:00']),
  },
  {
    identifier: STORE_FR_ONLINE,
    name: 'Reprise France en ligne',
    email: 'bonjour@reprise.example',
    phone: '+33199005678',
    address: {
      address: '42 rue de Paradis',
      secondAddress: 'Bâtiment B, 3e étage',
      city: 'Paris',
      state: 'Île-de-France',
      zipCode: '75010',
      country: 'FR',
      deliveryNotes: 'Service client uniquement, pas de dépôt sur place.',
    },
    country: 'FR',
    currency: 'EUR',
    language: 'fr',
    onlineStore: true,
    vatRateBp: 2000,
    serviceFee: onlineServiceFee,
    commissionContract: onlineContract,
    timeZone: 'Europe/Paris',
    openingHours: [],
  },
  {
    identifier: STORE_LONDON,
    name: 'Reprise London Covent Garden',
    email: 'coventgarden@reprise.example',
    phone: '+442079460123',
    address: {
      address: '27 Floral Street',
      secondAddress: '',
      city: 'London',
      state: 'Greater London',
      zipCode: 'WC2E 9DP',
      country: 'GB',
      deliveryNotes: 'Repairs counter on the lower ground floor.',
    },
    country: 'GB',
    currency: 'GBP',
    language: 'en',
    onlineStore: false,
    vatRateBp: 2000,
    serviceFee: noServiceFee,
    commissionContract: standardContract,
    timeZone: 'Europe/London',
    openingHours: weekHours('10:00', '20:00', ['12:00', '18:00']),
  },
  {
    identifier: STORE_NEW_YORK,
    name: 'Reprise New York SoHo',
    email: 'soho@reprise.example',
    phone: '+12125550142',
    address: {
      address: '112 Prince Street',
      secondAddress: 'Ground floor',
      city: 'New York',
      state: 'NY',
      zipCode: '10012',
      country: 'US',
      deliveryNotes: 'Repairs desk next to the fitting rooms.',
    },
    country: 'US',
    currency: 'USD',
    language: 'en',
    onlineStore: false,
    vatRateBp: 0,
    serviceFee: noServiceFee,
    commissionContract: standardContract,
    timeZone: 'America/New_York',
    openingHours: weekHours('11:00', '20:00', ['12:00', '19:00']),
  },
];
