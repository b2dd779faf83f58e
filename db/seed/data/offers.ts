import type { SeedDiscountCode, SeedDiscountOffer, SeedRepairFundEntry } from '../types';
import { STORE_PARIS } from './stores';

/** Refashion Bonus Réparation barème (launch, 7 Nov 2023); amounts in euro cents. */
export const repairFund: SeedRepairFundEntry[] = [
  { key: 'textile_hole', name: 'Bonus Réparation – trou, accroc, déchirure', amountEur: 700 },
  { key: 'textile_seam', name: 'Bonus Réparation – couture défaite', amountEur: 600 },
  { key: 'textile_seam_lined', name: 'Bonus Réparation – couture défaite doublée', amountEur: 800 },
  { key: 'textile_lining_simple', name: 'Bonus Réparation – doublure simple', amountEur: 1000 },
  { key: 'textile_lining_complex', name: 'Bonus Réparation – doublure complexe', amountEur: 2500 },
  { key: 'textile_zip_small', name: 'Bonus Réparation – fermeture éclair (petite)', amountEur: 800 },
  { key: 'textile_zip_large', name: 'Bonus Réparation – fermeture éclair (grande)', amountEur: 1500 },
  { key: 'shoes_heel_tip', name: 'Bonus Réparation – talon, bonbout', amountEur: 700 },
  { key: 'shoes_sole_protector', name: 'Bonus Réparation – patins', amountEur: 800 },
  { key: 'shoes_stitch_glue', name: 'Bonus Réparation – couture, collage', amountEur: 800 },
  { key: 'shoes_resole_rubber', name: 'Bonus Réparation – ressemelage gomme', amountEur: 1800 },
  { key: 'shoes_resole_leather', name: 'Bonus Réparation – ressemelage cuir', amountEur: 2500 },
  { key: 'shoes_zip_small', name: 'Bonus Réparation – fermeture éclair chaussure (petite)', amountEur: 1000 },
  { key: 'shoes_zip_large', name: 'Bonus Réparation – fermeture éclair chaussure (grande)', amountEur: 1400 },
];

export const OFFER_WINTER_CARE = 'winter-care';
export const OFFER_SECOND_REPAIR = 'second-repair';

export const discountOffers: SeedDiscountOffer[] = [
  { identifier: OFFER_WINTER_CARE, name: 'Winter care −10 %', type: 'percentage', percentage: 10 },
  {
    identifier: OFFER_SECOND_REPAIR,
    name: 'Second repair: €5 / £4 / $5 off',
    type: 'fixed',
    fixedAmount: { EUR: 500, GBP: 400, USD: 500 },
  },
];

export const discountCodes: SeedDiscountCode[] = [
  { code: 'WELCOME10', type: 'percentage', percentage: 10 },
  { code: 'REPAIR5', type: 'fixed', fixedAmount: { EUR: 500, GBP: 400, USD: 500 } },
  { code: 'MARAIS15', type: 'percentage', percentage: 15, store: STORE_PARIS, maxUses: 200 },
];
