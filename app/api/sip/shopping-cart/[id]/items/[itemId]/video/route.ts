import * as contracts from '@/lib/contracts/cart';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { uploadItemVideo } from '@/lib/videos/service';

// The body is the video, read and limited by the handler itself; ffmpeg runs on it (lib/videos/ffmpeg.ts).
export const runtime = 'nodejs';

// PUT /api/sip/shopping-cart/{id}/items/{itemId}/video — the item's video of the damage (docs/videos.md)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PUT: endpoint(
    contracts.putCartItemVideo,
    async ({ req, params, auth, locale }) => json(await uploadItemVideo(params.id, params.itemId, req, auth, locale)),
    // ffprobe and ffmpeg take their time on a loaded machine: no request deadline (their own limit is 20 s each).
    { deadlineMs: null },
  ),
});
