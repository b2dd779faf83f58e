import type { SeedCatalogue } from '../types';
import { attributeGroups } from './attributes';
import { categories } from './categories';
import { logisticOptions } from './logistics';
import { discountCodes, discountOffers, repairFund } from './offers';
import { providers } from './providers';
import { cobblerServices, lyonServices } from './services-france';
import { londonServices, newYorkServices } from './services-london-new-york';
import { parisServices } from './services-paris';
import { oberkampfServices, shoreditchServices } from './services-second-ateliers';
import { stores } from './stores';

/** The demo catalogue seeded on first start: FR, UK and US stores, seven ateliers (two in Paris, two in London), four languages. */
export const demoCatalogue: SeedCatalogue = {
  stores,
  providers,
  attributeGroups,
  categories,
  repairFund,
  discountOffers,
  services: [...parisServices, ...cobblerServices, ...lyonServices, ...londonServices, ...newYorkServices, ...oberkampfServices, ...shoreditchServices],
  logisticOptions,
  discountCodes,
};
