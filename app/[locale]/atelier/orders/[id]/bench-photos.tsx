'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';
import { problemMessage } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { ProviderPhotos } from '@/components/orders/provider-photos';
import { browserApi } from '@/lib/client/api';
import { uploadPhoto } from '@/lib/client/upload';
import { PROVIDER_UPLOAD_TAGS, type ProviderUploadTag } from '@/lib/schemas/constants';
import type { Order } from '@/lib/schemas/orders';
import { pageHandles, useOrderPage } from '../../../admin/orders/[id]/order-page';
import { useOrderChanged } from '../../../admin/orders/[id]/use-order-changed';

const MAX_AT_ONCE = 10;

/**
 * The bench's photos (docs/atelier.md#photos): those already on the order, and a form that takes
 * new ones with the phone's camera (or files), uploads each through the photo pipeline (no cart:
 * the atelier account's own, every limit of a customer's) and attaches them with what they show,
 * under If-Match like every change of the order.
 */
export function BenchPhotos({ order }: { order: Order }) {
  const t = useTranslations('Thread');
  const tUi = useTranslations('UI');
  const page = useOrderPage();
  const changed = useOrderChanged();
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const input = useRef<HTMLInputElement>(null);
  // After the repair the bench photographs the result; before, the garment as it came in.
  const [tag, setTag] = useState<ProviderUploadTag>(order.status === 'in_repair' ? 'after_repair' : 'intake');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return setError(t('capture.noFiles'));
    if (files.length > MAX_AT_ONCE) return setError(t('capture.tooMany'));
    setError(null);
    try {
      const keys: string[] = [];
      for (const [i, file] of files.entries()) {
        setProgress({ done: i, total: files.length });
        keys.push((await uploadPhoto(file, null, () => {})).key);
      }
      setProgress({ done: files.length, total: files.length });
      const next = await browserApi.orders.addProviderUploads(order.id, { keys, tag }, page.version);
      if (input.current) input.current.value = '';
      setAdded(keys.length);
      await changed(next);
    } catch (e) {
      if (pageHandles(e)) page.handleError(e);
      else setError(problemMessage(e, t('capture.failed'), tUi('offline')));
    } finally {
      setProgress(null);
    }
  };

  return (
    <CardSection id={`bench-${uid}`} className="bench-photos" title={t('capture.heading')}>
      <ProviderPhotos uploads={order.providerUploads} empty />
      <p className="muted small">{t('capture.intro')}</p>
      <ClientForm noValidate onSubmit={(e) => void submit(e)}>
        <Field id={`tag-${uid}`} label={t('capture.tagLabel')} group>
          <div className="choice-row">
            {PROVIDER_UPLOAD_TAGS.map((v) => (
              <label key={v} className="choice">
                <input type="radio" name={`tag-${uid}`} value={v} checked={tag === v} onChange={() => setTag(v)} />
                <span>{t(`tags.${v}`)}</span>
              </label>
            ))}
          </div>
        </Field>
        <Field id={`files-${uid}`} label={t('capture.filesLabel')} hint={t('capture.filesHint')} error={error}>
          {/* capture: a phone opens its rear camera at once; a tablet or a computer offers its files too. */}
          <input
            ref={input}
            id={`files-${uid}`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            multiple
            aria-describedby={`files-${uid}-hint${error ? ` files-${uid}-error` : ''}`}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <p role="status" className="ok small">
          {progress ? t('capture.uploading', progress) : added !== null ? t('capture.added', { count: added }) : ''}
        </p>
        <Button type="submit" busy={progress !== null}>
          {t('capture.send')}
        </Button>
      </ClientForm>
    </CardSection>
  );
}
