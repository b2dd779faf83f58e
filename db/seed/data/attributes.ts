import type { SeedAttributeGroup } from '../types';
import { bagItem, garmentItem, shoeItem } from './attributes-items';
import { anyZipService, damageService, hemLengthService, hemService, longZipService, resoleService, zipService } from './attributes-services';

/** Item groups first (attached to sub-categories), then service groups (attached to sub-services). */
export const attributeGroups: SeedAttributeGroup[] = [
  garmentItem,
  shoeItem,
  bagItem,
  zipService,
  longZipService,
  anyZipService,
  hemService,
  hemLengthService,
  damageService,
  resoleService,
];
