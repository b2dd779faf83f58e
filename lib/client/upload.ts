import type { Image } from '@/lib/schemas/photos';
import { loadResponseSchemas, pageLocale } from './fetcher';
import { ApiProblem, NetworkProblem } from './problem';

/**
 * Uploads one photo for the cart (or, with no cart, the signed-in account's own: the atelier's
 * bench photos, docs/atelier.md#photos) with XMLHttpRequest (fetch reports no upload progress).
 * `onProgress` gets 0–1. Resolves with the stored image; rejects with ApiProblem / NetworkProblem.
 */
export function uploadPhoto(file: File, cartId: string | null, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Image> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/sip/photos');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', pageLocale());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new NetworkProblem(new Error('upload failed')));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiProblem(xhr.status, body && typeof body === 'object' ? (body as Record<string, unknown>) : {}));
        return;
      }
      void loadResponseSchemas().then(({ UploadPhotosResponseSchema }) => {
        const parsed = UploadPhotosResponseSchema.safeParse(body);
        if (!parsed.success || !parsed.data.images[0]) reject(new ApiProblem(502, {}));
        else {
          onProgress(1);
          resolve(parsed.data.images[0]);
        }
      }, reject);
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    if (cartId) form.append('cartId', cartId);
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

/** The URL of an uploaded image's variant: small for a thumbnail, large for the lightbox. */
export function thumbnailUrl(image: Image, variant: 'small' | 'medium' | 'large' = 'small'): string {
  return image.dimensions.find((d) => d.type === variant)?.url ?? image.url;
}
