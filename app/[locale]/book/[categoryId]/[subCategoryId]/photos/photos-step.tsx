'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Thumb } from '@/components/ui/thumb';
import { problemMessage } from '@/components/ui/error-state';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { clearDraft, readDraft, updateDraft, type Draft } from '@/lib/client/draft';
import { newIdempotencyKey } from '@/lib/client/fetcher';
import { ApiProblem, problemLines } from '@/lib/client/problem';
import { MAX_FILE_BYTES, MAX_FILE_LABEL } from '@/lib/photos/limits';
import { keys } from '@/lib/client/queries';
import { thumbnailUrl, uploadPhoto } from '@/lib/client/upload';
import { useEnsureCart, useRememberCart } from '@/lib/client/use-cart';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useRouter } from '@/lib/i18n/navigation';
import { MAX_ITEM_PHOTOS as MAX_PHOTOS } from '@/lib/schemas/constants';
import type { Image } from '@/lib/schemas/photos';
import { VideoPicker } from './video-picker';

const ACCEPT = 'image/jpeg,image/png,image/webp';

type Entry = { id: string; name: string; preview: string | null; progress: number; image?: Image; error?: string };

export function PhotosStep({
  area,
  categoryId,
  subCategoryId,
  itemName,
  attributeGroupId,
}: {
  area: { zip: string; country: string };
  categoryId: string;
  subCategoryId: string;
  itemName: string;
  attributeGroupId: string;
}) {
  const t = useTranslations('Booking');
  const tUi = useTranslations('UI');
  const router = useRouter();
  const qc = useQueryClient();
  const ensureCart = useEnsureCart();
  const remember = useRememberCart();
  const hydrated = useHydrated();
  const draft = useMemo<Draft | null>(() => {
    if (!hydrated) return null;
    const d = readDraft(categoryId, subCategoryId);
    return d.services.length > 0 && d.providerId ? d : null;
  }, [hydrated, categoryId, subCategoryId]);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [restored, setRestored] = useState(false);
  if (draft && !restored) {
    // Photos uploaded before a reload or a trip back: shown again (state derived once from storage).
    setRestored(true);
    setEntries(draft.images.map((image) => ({ id: image.key, name: image.name, preview: null, progress: 1, image })));
  }
  const [dragging, setDragging] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string[] | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const announce = useRef<HTMLParagraphElement>(null);
  const q = `?zip=${encodeURIComponent(area.zip)}&country=${area.country}`;

  // Nothing chosen yet (a bookmarked or shared link): back to the repairs.
  useEffect(() => {
    if (hydrated && !draft) router.replace(`/book/${categoryId}/${subCategoryId}${q}`);
  }, [hydrated, draft, categoryId, subCategoryId, router, q]);

  const saveImages = (list: Entry[]) =>
    updateDraft(categoryId, subCategoryId, { images: list.filter((e) => e.image).map((e) => e.image!) });

  const patch = (id: string, change: Partial<Entry>) =>
    setEntries((list) => {
      const next = list.map((e) => (e.id === id ? { ...e, ...change } : e));
      if (change.image) saveImages(next);
      return next;
    });

  const addFiles = async (files: File[]) => {
    setLimitMessage(null);
    const room = MAX_PHOTOS - entries.filter((e) => !e.error).length;
    if (files.length > room) setLimitMessage(t('photos.limit', { max: MAX_PHOTOS }));
    const chosen = files.slice(0, Math.max(0, room));
    // A file past the server's limit is refused here, before a byte is sent (a 25 MB photo took 4 s
    // on a phone to be refused): listed once, with the limit (docs/customer-site.md#refusals).
    const tooLarge = chosen.filter((f) => f.size > MAX_FILE_BYTES);
    const picked = chosen.filter((f) => f.size <= MAX_FILE_BYTES);
    const refused: Entry[] = tooLarge.map((f) => ({ id: crypto.randomUUID(), name: f.name, preview: '', progress: 0, error: t('photos.tooLarge', { max: MAX_FILE_LABEL }) }));
    const added: Entry[] = picked.map((f) => ({ id: crypto.randomUUID(), name: f.name, preview: URL.createObjectURL(f), progress: 0 }));
    setEntries((list) => [...list, ...refused, ...added]);
    if (picked.length === 0) return;
    let cartId: string;
    try {
      cartId = await ensureCart(area);
    } catch (e) {
      const message = problemMessage(e, tUi('unexpected'), tUi('offline'));
      added.forEach((a) => patch(a.id, { error: message }));
      return;
    }
    // Two at a time: a phone on a slow line keeps each photo's progress meaningful.
    const queue = picked.map((file, i) => ({ file, entry: added[i]! }));
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { file, entry } = job;
        try {
          const image = await uploadPhoto(file, cartId, (p) => patch(entry.id, { progress: p }));
          patch(entry.id, { image, progress: 1 });
          if (announce.current) announce.current.textContent = t('photos.uploaded', { name: file.name });
        } catch (e) {
          patch(entry.id, { error: problemMessage(e, tUi('unexpected'), tUi('offline')) });
        }
      }
    };
    await Promise.all([worker(), worker()]);
  };

  const remove = (id: string) =>
    setEntries((list) => {
      const next = list.filter((e) => e.id !== id);
      saveImages(next);
      return next;
    });

  const uploading = entries.some((e) => !e.image && !e.error);

  const addToCart = async () => {
    if (!draft || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      const current = readDraft(categoryId, subCategoryId);
      const saveKey = current.saveKey ?? newIdempotencyKey();
      updateDraft(categoryId, subCategoryId, { saveKey });
      const cartId = await ensureCart(area);
      const cart = await browserApi.carts.addItems(
        cartId,
        {
          provider: current.providerId!,
          zipCode: area.zip,
          country: area.country,
          items: [
            {
              ...(current.editItemId ? { id: current.editItemId } : {}),
              categoryId,
              subClothesCategory: subCategoryId,
              attributeGroup: attributeGroupId,
              images: entries.filter((e) => e.image).map((e) => e.image!.key),
              subServices: current.services,
              values: { ...current.itemValues, ...current.serviceValues },
            },
          ],
        },
        saveKey,
      );
      remember(cart);
      if (video) {
        // The item saved, its video next (docs/videos.md). Refused: a new attempt replaces this item, not a second one.
        const itemId = current.editItemId ?? cart.items.at(-1)!.id;
        try {
          await browserApi.carts.putVideo(cart.id, itemId, video);
        } catch (e) {
          updateDraft(categoryId, subCategoryId, { editItemId: itemId, saveKey: undefined });
          await qc.invalidateQueries({ queryKey: keys.cart(cart.id) });
          setSaveError([t('video.failed'), ...problemLines(e, tUi('unexpected'), tUi('offline'))]);
          setSaving(false);
          return;
        }
      }
      await qc.invalidateQueries({ queryKey: keys.cart(cart.id) });
      clearDraft(subCategoryId);
      router.push('/cart');
    } catch (e) {
      // The refusal's detail and each field message, once each (problemLines already holds the field messages).
      const lines = problemLines(e, tUi('unexpected'), tUi('offline'));
      // A new attempt after a refusal is a new request.
      if (e instanceof ApiProblem && e.status < 500) updateDraft(categoryId, subCategoryId, { saveKey: undefined });
      setSaveError(lines);
      setSaving(false);
    }
  };

  const onDrop = (e: React.DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void addFiles([...e.dataTransfer.files]);
  };

  return (
    <>
      <StepHeading>{t('photos.heading', { item: itemName })}</StepHeading>
      <p className="lead">{t('photos.intro')}</p>
      <div
        className={`dropzone card${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="dropzone"
      >
        <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h3l2-3h6l2 3h3v12H4z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <p>{t('photos.drop')}</p>
        <div className="dropzone-actions">
          <label className="btn btn-secondary file-button">
            {t('photos.choose')}
            <input
              type="file"
              accept={ACCEPT}
              multiple
              className="visually-hidden-input"
              onChange={(e) => {
                void addFiles([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </label>
          <label className="btn btn-secondary file-button camera-button">
            {t('photos.camera')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden-input"
              onChange={(e) => {
                void addFiles([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </label>
        </div>
        <p className="muted small">{t('photos.rules', { max: MAX_PHOTOS })}</p>
      </div>
      {limitMessage ? (
        <p className="field-error" role="alert">
          {limitMessage}
        </p>
      ) : null}
      <p ref={announce} className="visually-hidden" aria-live="polite" />
      {entries.length > 0 ? (
        <ul className="photo-list" aria-label={t('photos.listLabel')}>
          {entries.map((e) => (
            <li key={e.id} className={`photo${e.error ? ' failed' : ''}`}>
              {/* A refused photo shows no preview: its file may be one the browser cannot draw. */}
              <Thumb src={e.error ? null : e.image ? thumbnailUrl(e.image) : e.preview} size={72} />
              <div className="photo-body">
                <span className="photo-name">{e.name}</span>
                {e.error ? (
                  <span className="field-error" role="alert">
                    {t('photos.failed', { name: e.name })} {e.error}
                  </span>
                ) : e.image ? (
                  <span className="ok small">{t('photos.done')}</span>
                ) : (
                  <progress max={1} value={e.progress} aria-label={t('photos.progress', { name: e.name })} />
                )}
              </div>
              <Button variant="ghost" size="sm" onClick={() => remove(e.id)} aria-label={t('photos.remove', { name: e.name })}>
                {tUi('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <VideoPicker file={video} onFile={setVideo} />
      {saveError ? (
        <div className="error-state" role="alert">
          {saveError.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      ) : null}
      <div className="form-actions">
        <Button onClick={addToCart} busy={saving} disabled={!draft || uploading}>
          {draft?.editItemId ? t('photos.saveItem') : t('photos.addToCart')}
        </Button>
        {entries.length === 0 ? <span className="muted small">{t('photos.optional')}</span> : null}
      </div>
    </>
  );
}
