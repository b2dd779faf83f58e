'use client';

import { useTranslations } from 'next-intl';
import { PhotoGallery } from '@/components/photos/photo-gallery';
import { CardSection } from '@/components/ui/card-section';
import { thumbnailUrl } from '@/lib/client/upload';
import { PROVIDER_UPLOAD_TAGS } from '@/lib/schemas/constants';
import type { ProviderUpload } from '@/lib/schemas/thread';

/**
 * The atelier's photos of an order (docs/atelier.md#photos), by what they show — at intake, an
 * issue found, after the repair — each strip opening the shared lightbox. The staff page, the
 * customer's pages and the atelier's own page show the same thing.
 */
export function ProviderPhotos({ uploads, empty = false }: { uploads: readonly ProviderUpload[]; empty?: boolean }) {
  const t = useTranslations('Thread');
  if (uploads.length === 0) return empty ? <p className="muted small">{t('noPhotos')}</p> : null;
  return (
    <div className="provider-photos">
      {PROVIDER_UPLOAD_TAGS.map((tag) => {
        const shown = uploads.filter((u) => u.tag === tag);
        if (shown.length === 0) return null;
        const label = t(`tags.${tag}`);
        return (
          <div key={tag} className="provider-photos-tag" data-tag={tag}>
            <h3 className="h4">{label}</h3>
            <PhotoGallery
              label={label}
              photos={shown.map((image, i) => ({ href: image.url, src: thumbnailUrl(image, 'large'), thumb: thumbnailUrl(image), alt: t('photoAlt', { tag: label, n: i + 1 }) }))}
            />
          </div>
        );
      })}
    </div>
  );
}

/** The same in a card of its own (the staff page and the customer's pages); nothing on a customer's page until the atelier adds one. */
export function ProviderPhotosCard({ uploads, empty = false }: { uploads: readonly ProviderUpload[]; empty?: boolean }) {
  const t = useTranslations('Thread');
  if (uploads.length === 0 && !empty) return null;
  return (
    <CardSection id="provider-photos-h" title={t('photosTitle')}>
      <ProviderPhotos uploads={uploads} empty={empty} />
    </CardSection>
  );
}
