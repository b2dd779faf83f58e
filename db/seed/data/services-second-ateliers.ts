/**
 * The second atelier in Paris and in London, so customers there choose (docs/customer-site.md#atelier-choice).
 * They repair jeans, dresses and coats at prices and lead times that differ from the first
 * atelier's, and take no trousers: the worked examples on tailored trousers keep one atelier.
 */
import type { SeedService } from '../types';
import { p } from './helpers';
import { OBERKAMPF_ATELIER, SHOREDITCH_ATELIER } from './providers';
import { serviceMaker } from './services-kit';
import * as A from './templates-alterations';
import * as R from './templates-textile';

const oberkampf = serviceMaker(OBERKAMPF_ATELIER, 'obk', true);
const shoreditch = serviceMaker(SHOREDITCH_ATELIER, 'sdh', false);

export const oberkampfServices: SeedService[] = [
  oberkampf('jeans', [
    ['hem-original', A.hemJeansOriginal, p(1600, 1400, 1800), 2],
    ['knee-patch', R.kneePatch, p(2000, 1700, 2200), 3],
    ['fly-zip', R.zipFly, p(2400, 2000, 2600), 3],
  ]),
  oberkampf('dress', [
    ['zip-large', R.zipLarge, p(3500, 3000, 3900), 4],
    ['shorten-hem', A.hemDress, p(2600, 2200, 2900), 3],
  ]),
  oberkampf('coat', [
    ['zip-large', R.zipLarge, p(4200, 3600, 4600), 4],
    ['replace-buttons', R.buttonsSet, p(1600, 1400, 1800), 2],
  ]),
];

export const shoreditchServices: SeedService[] = [
  shoreditch('jeans', [
    ['hem-original', A.hemJeansOriginal, p(2100, 1800, 2300), 2],
    ['repair-hole', R.tear, p(1600, 1400, 1800), 3],
  ]),
  shoreditch('coat', [['zip-large', R.zipLarge, p(3900, 3300, 4300), 5]]),
];
