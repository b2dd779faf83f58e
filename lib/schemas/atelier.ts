import * as z from 'zod';
import { PROVIDER_UPLOAD_TAGS } from './constants';
import { PhotoKeySchema } from './photos';

export const ProviderUploadsBodySchema = z
  .object({
    keys: z.array(PhotoKeySchema).min(1).max(10).meta({ description: 'The `key` of each photo, as POST /api/sip/photos answered it.' }),
    tag: z.enum(PROVIDER_UPLOAD_TAGS),
  })
  .meta({ id: 'ProviderUploadsRequest' });
export type ProviderUploadsBody = z.output<typeof ProviderUploadsBodySchema>;
