/**
 * Atelier Montorgueil (Paris, labelled for the Bonus Réparation). Worked examples of the
 * bonus rules live here:
 * - mtg-trousers-restitch-lined-seam: €14.00 with the €8 lined-seam bonus, customer pays €6;
 * - mtg-coat-zip-large: €40.00 with the €15 large-zip bonus, customer pays €25;
 * - mtg-shirt-small-hole: €10.00, eligible-looking but under the €12 minimum, so no bonus;
 * - mtg-coat-lining-patch-complex: €20.00 with the €25 complex-lining bonus, capped at 60 % = €12.
 * None of these carries another offer, so the figures stay as stated.
 */
import type { SeedService } from '../types';
import { p } from './helpers';
import { OFFER_SECOND_REPAIR, OFFER_WINTER_CARE } from './offers';
import { PARIS_ATELIER } from './providers';
import { serviceMaker } from './services-kit';
import * as A from './templates-alterations';
import * as B from './templates-outdoor-bags';
import * as R from './templates-textile';

const service = serviceMaker(PARIS_ATELIER, 'mtg', true);
const winter = { offers: [OFFER_WINTER_CARE] };

export const parisServices: SeedService[] = [
  service('shirt', [
    ['replace-button', R.button, p(600, 500, 700), 3],
    ['small-hole', R.tearSmall, p(1000, 900, 1100), 5],
    ['turn-collar', R.collarTurn, p(2500, 2200, 2800), 7],
    ['shorten-sleeves', A.shortenSleeves, p(2000, 1700, 2200), 5],
    ['take-in-sides', A.takeInSides, p(2200, 1900, 2400), 5],
  ]),
  service('t-shirt', [
    ['repair-hole', R.tear, p(1200, 1000, 1300), 4],
    ['restitch-seam', R.seam, p(1200, 1000, 1300), 3],
  ]),
  service('polo-shirt', [['repair-hole', R.tear, p(1200, 1000, 1300), 4]]),
  service('blouse', [
    ['restitch-seam', R.seam, p(1300, 1100, 1400), 3],
    ['invisible-mending', R.invisibleMending, p(3500, 3000, 3900), 10],
    ['shorten-sleeves', A.shortenSleeves, p(2200, 1900, 2400), 5],
  ]),
  service('jeans', [
    ['hem-original', A.hemJeansOriginal, p(1800, 1500, 2000), 4],
    ['knee-patch', R.kneePatch, p(1800, 1500, 2000), 6, { offers: [OFFER_SECOND_REPAIR] }],
    ['crotch-repair', R.crotchRepair, p(2200, 1900, 2400), 6],
    ['fly-zip', R.zipFly, p(2200, 1900, 2400), 5],
    ['take-in-waist', A.takeInWaist, p(2200, 1900, 2400), 5],
  ]),
  service('chinos', [
    ['hem', A.hemTrousers, p(1400, 1200, 1600), 3, { originalPrice: p(1600, 1400, 1800) }],
    ['fly-zip', R.zipFly, p(2000, 1700, 2200), 5],
  ]),
  service('trousers', [
    ['invisible-hem', A.hemInvisible, p(1800, 1500, 2000), 4],
    ['restitch-lined-seam', R.seamLined, p(1400, 1200, 1600), 4],
    ['take-in-waist', A.takeInWaist, p(2500, 2100, 2800), 5],
  ]),
  service('shorts', [['hem', A.hemTrousers, p(1300, 1100, 1400), 3]]),
  service('dress', [
    ['zip-large', R.zipLarge, p(3800, 3300, 4200), 6],
    ['shorten-hem', A.hemDress, p(2400, 2000, 2600), 5],
    ['restitch-lined-seam', R.seamLined, p(1600, 1400, 1800), 4],
    ['shorten-straps', A.shortenStraps, p(1200, 1000, 1300), 3],
  ]),
  service('evening-dress', [
    ['lining-complex', R.liningComplex, p(8500, 7300, 9400), 12],
    ['invisible-hem', A.hemInvisible, p(3200, 2700, 3500), 7],
  ]),
  service('skirt', [
    ['zip-small', R.zipSmall, p(2500, 2100, 2800), 5],
    ['shorten-hem', A.hemSkirt, p(1800, 1500, 2000), 4],
    ['lining-simple', R.liningSimple, p(3500, 3000, 3900), 8],
  ]),
  service('coat', [
    ['zip-large', R.zipLarge, p(4000, 3400, 4400), 7],
    ['lining-complex', R.liningComplex, p(9500, 8200, 10500), 14, { originalPrice: p(11000, 9500, 12000), ...winter }],
    ['lining-patch-complex', R.liningPatchComplex, p(2000, 1700, 2200), 7],
    ['restitch-lined-seam', R.seamLined, p(1600, 1400, 1800), 5],
    ['replace-buttons', R.buttonsSet, p(1800, 1500, 2000), 4, winter],
    ['shorten-sleeves', A.shortenJacketSleeves, p(3500, 3000, 3900), 7],
  ]),
  service('trench-coat', [
    ['repair-tear', R.tear, p(2200, 1900, 2400), 6],
    ['lining-simple', R.liningSimple, p(4500, 3900, 5000), 10],
  ]),
  service('parka', [
    ['zip-large', R.zipLarge, p(4500, 3900, 5000), 7, winter],
    ['zip-slider', R.zipSlider, p(1500, 1300, 1700), 3],
  ]),
  service('denim-jacket', [
    ['repair-tear', R.tear, p(1800, 1500, 2000), 5],
    ['replace-press-stud', B.pressStud, p(500, 400, 600), 3],
  ]),
  service('leather-jacket', [
    // Leather garments are excluded from the Bonus Réparation.
    ['zip-large', R.zipLarge, p(5500, 4700, 6000), 10, { noBonus: true }],
    ['lining-simple', R.liningSimple, p(6500, 5600, 7200), 12, { noBonus: true }],
  ]),
  service('jumper', [
    ['darning', R.darning, p(1800, 1500, 2000), 6, winter],
    ['elbow-patches', R.elbowPatches, p(2500, 2100, 2800), 6, winter],
  ]),
  service('cardigan', [
    ['darning', R.darning, p(1800, 1500, 2000), 6],
    ['replace-buttons', R.buttonsSet, p(1500, 1300, 1700), 4],
  ]),
  service('blazer', [
    ['shorten-sleeves', A.shortenJacketSleeves, p(3800, 3300, 4200), 7],
    ['lining-complex', R.liningComplex, p(9000, 7700, 9900), 14],
    ['restitch-lined-seam', R.seamLined, p(1800, 1500, 2000), 4],
  ]),
  service('suit', [
    ['take-in-jacket', A.takeInJacket, p(4800, 4100, 5300), 10],
    ['invisible-mending', R.invisibleMending, p(3800, 3300, 4200), 10],
    ['trouser-hem', A.hemTrousers, p(1600, 1400, 1800), 4],
  ]),
  service('waistcoat', [
    ['take-in-sides', A.takeInSides, p(2200, 1900, 2400), 5],
    ['lining-simple', R.liningSimple, p(3000, 2600, 3300), 7],
  ]),
];
