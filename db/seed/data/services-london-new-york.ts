/** UK and US ateliers: the Bonus Réparation is French only, so no barème keys here. */
import type { SeedService } from '../types';
import { p } from './helpers';
import { OFFER_SECOND_REPAIR, OFFER_WINTER_CARE } from './offers';
import { LONDON_ATELIER, NEW_YORK_ATELIER } from './providers';
import { serviceMaker } from './services-kit';
import * as A from './templates-alterations';
import * as B from './templates-outdoor-bags';
import * as S from './templates-shoes';
import * as R from './templates-textile';

const london = serviceMaker(LONDON_ATELIER, 'mmr', false);
const newYork = serviceMaker(NEW_YORK_ATELIER, 'bss', false);
const winter = { offers: [OFFER_WINTER_CARE] };
const second = { offers: [OFFER_SECOND_REPAIR] };

export const londonServices: SeedService[] = [
  london('shirt', [
    ['turn-collar', R.collarTurn, p(2300, 2000, 2600), 7],
    ['replace-button', R.button, p(500, 400, 600), 2],
  ]),
  london('jeans', [
    ['hem-original', A.hemJeansOriginal, p(1900, 1600, 2100), 4],
    ['repair-hole', R.tear, p(1700, 1500, 1900), 5],
    ['taper-legs', A.taperLegs, p(3200, 2800, 3600), 6],
  ]),
  london('chinos', [['hem', A.hemTrousers, p(1400, 1200, 1600), 3]]),
  london('coat', [
    ['zip-large', R.zipLarge, p(4100, 3500, 4500), 7, winter],
    ['lining-complex', R.liningComplex, p(9900, 8500, 10900), 14, { originalPrice: p(11500, 9900, 12600) }],
  ]),
  london('jumper', [
    ['darning', R.darning, p(1900, 1600, 2100), 6, winter],
    ['elbow-patches', R.elbowPatches, p(2600, 2200, 2900), 6],
  ]),
  london('blazer', [
    ['shorten-sleeves', A.shortenJacketSleeves, p(3700, 3200, 4100), 7],
    ['take-in', A.takeInJacket, p(4900, 4200, 5400), 10],
  ]),
  london('ski-jacket', [
    ['waterproof-patch', B.waterproofPatch, p(2100, 1800, 2300), 5, winter],
    ['zip-large', R.zipLarge, p(4700, 4000, 5200), 8],
  ]),
  london('sneakers', [
    ['resole', S.resoleChoice, p(7000, 6000, 7700), 12, second],
    ['restitch-reglue', S.stitchGlue, p(1600, 1400, 1800), 4],
  ]),
  london('leather-shoes', [
    ['resole', S.resoleChoice, p(8700, 7500, 9600), 12],
    ['replace-heels', S.heelsRebuild, p(2300, 2000, 2600), 3],
  ]),
  london('backpack', [['strap-repair', B.backpackStrap, p(2900, 2500, 3200), 6]]),
];

export const newYorkServices: SeedService[] = [
  newYork('t-shirt', [['repair-hole', R.tear, p(1300, 1100, 1400), 4]]),
  newYork('jeans', [
    ['hem-original', A.hemJeansOriginal, p(2300, 1900, 2500), 3, { originalPrice: p(2700, 2300, 3000) }],
    ['crotch-repair', R.crotchRepair, p(2700, 2300, 3000), 5],
  ]),
  newYork('dress', [
    ['shorten-hem', A.hemDress, p(3200, 2700, 3500), 5],
    ['zip-large', R.zipLarge, p(4100, 3500, 4500), 6],
  ]),
  newYork('parka', [
    ['zip-large', R.zipLarge, p(5000, 4300, 5500), 8, winter],
    ['replace-press-stud', B.pressStud, p(400, 300, 400), 3],
  ]),
  newYork('down-jacket', [['tear-repair', B.downRepair, p(2300, 2000, 2500), 5, winter]]),
  newYork('hiking-trousers', [
    ['hem', A.hemTrousers, p(1600, 1400, 1800), 3],
    ['replace-hook-and-loop', B.velcro, p(1400, 1200, 1500), 4],
  ]),
  newYork('boots', [
    ['resole', S.resoleChoice, p(8600, 7400, 9500), 12, second],
    ['replace-heels', S.heelsRebuild, p(2700, 2300, 3000), 3],
  ]),
  newYork('heels', [['heel-tips', S.heelTips, p(1800, 1500, 2000), 2]]),
  newYork('handbag', [
    ['strap-repair', B.bagStrap, p(4100, 3500, 4500), 8],
    ['zip-replacement', B.bagZip, p(4500, 3900, 5000), 8],
  ]),
  newYork('backpack', [['zip-replacement', B.bagZip, p(3600, 3100, 4000), 6]]),
];
