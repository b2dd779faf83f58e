import * as contracts from '@/lib/contracts/photos';
import { endpoint, routes } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { findPhotoObject, readPhotoObject } from '@/lib/photos/service';

export const runtime = 'nodejs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// GET (and HEAD) /api/sip/photos/{key}/{variant} — the bytes, for anyone holding the key
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getPhoto, async ({ req, params }) => {
    const object = await findPhotoObject(params.key, params.variant);
    if (!object) throw notFound();
    const headers: Record<string, string> = {
      etag: object.etag,
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      // Any storefront may show the photo; nothing in it may run.
      'cross-origin-resource-policy': 'cross-origin',
    };
    const ifNoneMatch = req.headers.get('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === object.etag || tag.trim() === '*')) {
      return new Response(null, { status: 304, headers });
    }
    const stored = await readPhotoObject(object);
    if (!stored) throw notFound();
    return new Response(new Uint8Array(stored.bytes), {
      status: 200,
      headers: { ...headers, 'content-type': stored.contentType, 'content-length': String(stored.bytes.length) },
    });
  }),
});
