import * as z from 'zod';
import { ImageSchema } from './photos';

// A damage video (docs/videos.md): the interface's `video` on cart and order items, typed in full.
export const VideoSchema = z
  .object({
    key: z.string(),
    url: z.string().meta({ description: 'The video as sent (GET /api/sip/photos/{key}/full).' }),
    mimeType: z.enum(['video/mp4', 'video/webm']),
    bytes: z.number().int().positive(),
    durationSeconds: z.number().positive().max(30),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    poster: ImageSchema.meta({ description: 'The poster frame ffmpeg extracted, re-encoded as JPEG.' }),
  })
  .meta({ id: 'DamageVideo', description: 'An item’s video of the damage: MP4 or WebM, ≤ 30 s and ≤ 50 MB; null when none was sent.' });
export type Video = z.output<typeof VideoSchema>;
