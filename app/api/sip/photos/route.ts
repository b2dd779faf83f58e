import * as contracts from '@/lib/contracts/photos';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { rateLimited } from '@/lib/http/rate-limited';
import { uploadPhotos } from '@/lib/photos/service';
import { UploadPhotosResponseSchema } from '@/lib/schemas/photos';

// The body is streamed and limited by the handler itself (lib/photos/multipart.ts).
export const runtime = 'nodejs';

// POST /api/sip/photos — multipart `files` (1–10) and optional `cartId` → 201 {images}
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.uploadPhotos,
    rateLimited('photos', async ({ req, auth, locale }) => {
      const images = await uploadPhotos({ req, auth, locale });
      return json(UploadPhotosResponseSchema.parse({ images }), { status: 201 });
    }),
    // Uploads wait their turn for the decoder (lib/photos/fair-slots.ts): no request deadline.
    { deadlineMs: null },
  ),
});
