/**
 * Cordonnerie Lacour (cobbler, all of France, labelled) and Atelier de la Croix-Rousse
 * (Lyon, NOT labelled: its repairs keep their barème keys but never get the bonus, because
 * the provider is not labelled; crx-suit-restitch-lined-seam mirrors the €14 worked example).
 */
import type { SeedService } from '../types';
import { p } from './helpers';
import { OFFER_SECOND_REPAIR } from './offers';
import { COBBLER, LYON_ATELIER } from './providers';
import { serviceMaker } from './services-kit';
import * as A from './templates-alterations';
import * as B from './templates-outdoor-bags';
import * as S from './templates-shoes';
import * as R from './templates-textile';

const cobbler = serviceMaker(COBBLER, 'lcr', true);
const lyon = serviceMaker(LYON_ATELIER, 'crx', true);
const second = { offers: [OFFER_SECOND_REPAIR] };

export const cobblerServices: SeedService[] = [
  cobbler('sneakers', [
    ['restitch-reglue', S.stitchGlue, p(1500, 1300, 1700), 4],
    ['heel-lining', S.heelLining, p(2500, 2100, 2800), 6],
    ['resole-rubber', S.resoleRubber, p(6900, 5900, 7600), 10],
  ]),
  cobbler('boots', [
    ['resole-rubber', S.resoleRubber, p(5500, 4700, 6000), 10, second],
    ['resole-leather', S.resoleLeather, p(7900, 6800, 8700), 12],
    ['zip-small', S.shoeZipSmall, p(3500, 3000, 3900), 7],
    ['zip-large', S.shoeZipLarge, p(4500, 3900, 5000), 8],
    ['heel-tips', S.heelTips, p(1600, 1400, 1800), 2],
  ]),
  cobbler('leather-shoes', [
    ['replace-heels', S.heelsRebuild, p(2500, 2100, 2800), 3],
    ['sole-protectors', S.soleProtectors, p(2800, 2400, 3100), 3],
    ['resole-leather', S.resoleLeather, p(8500, 7300, 9400), 12, { originalPrice: p(9500, 8200, 10500) }],
    ['recolour', S.recolour, p(3500, 3000, 3900), 7],
    ['stretch', A.shoeStretching, p(1500, 1300, 1700), 3],
  ]),
  cobbler('heels', [
    ['heel-tips', S.heelTips, p(1400, 1200, 1600), 2],
    ['recover-heel', S.recoverHeel, p(3000, 2600, 3300), 7],
    ['sole-protectors', S.soleProtectors, p(2600, 2200, 2900), 3],
  ]),
  // Bags and small leather goods are excluded products: no barème keys here.
  cobbler('handbag', [
    ['strap-repair', B.bagStrap, p(3500, 3000, 3900), 8],
    ['lining-replacement', B.bagLining, p(6500, 5600, 7200), 15],
    ['edge-repainting', B.edgePaint, p(4000, 3400, 4400), 10],
  ]),
  cobbler('wallet', [['restitch', B.leatherRestitch, p(2500, 2100, 2800), 7]]),
  cobbler('belt', [
    ['shorten', A.beltShorten, p(1200, 1000, 1300), 2],
    ['extra-hole', A.beltHole, p(300, 300, 400), 2],
    ['replace-buckle', B.clasp, p(1800, 1500, 2000), 4],
  ]),
];

export const lyonServices: SeedService[] = [
  lyon('jeans', [
    ['hem-original', A.hemJeansOriginal, p(1600, 1400, 1800), 4],
    ['repair-hole', R.tear, p(1400, 1200, 1600), 5],
  ]),
  lyon('dress', [
    ['zip-large', R.zipLarge, p(3500, 3000, 3900), 6],
    ['shorten-hem', A.hemDress, p(2000, 1700, 2200), 5],
  ]),
  lyon('coat', [
    ['lining-simple', R.liningSimple, p(6000, 5200, 6600), 10],
    ['shorten', A.hemCoat, p(3800, 3300, 4200), 8],
  ]),
  lyon('suit', [
    ['trouser-hem', A.hemTrousers, p(1400, 1200, 1600), 3],
    ['restitch-lined-seam', R.seamLined, p(1400, 1200, 1600), 4],
  ]),
];
