'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { problemMessage } from '@/components/ui/error-state';
import { uploadPhoto } from '@/lib/client/upload';

/**
 * A category's or sub-category's image (docs/back-office.md#catalogue-editor): the file goes through
 * the photo pipeline (POST /api/sip/photos, the admin's own photo: sniffed, re-encoded, a file that
 * is not an image refused with 415) and the draft keeps its root-relative path; replace uploads
 * another, remove empties it. Saved with the category's form.
 */
export function ImagePicker({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (path: string) => void }) {
  const t = useTranslations('CatalogueEditor');
  const tUi = useTranslations('UI');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const image = await uploadPhoto(file, null, () => {});
      onChange(new URL(image.url, window.location.href).pathname);
    } catch (e) {
      setError(problemMessage(e, tUi('unexpected'), tUi('offline')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="catalogue-image">
      <label htmlFor={id}>{value ? t('image.replace', { label }) : t('image.add', { label })}</label>
      {/* eslint-disable-next-line @next/next/no-img-element -- a stored photo's own URL, already resized by the pipeline */}
      {value && <img src={value} alt={t('image.alt', { label })} width={96} height={72} />}
      <input id={id} type="file" accept="image/jpeg,image/png,image/webp" disabled={busy} aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined} onChange={(e) => void choose(e.target.files?.[0])} />
      {value && <button type="button" className="link-button" onClick={() => onChange('')}>{t('image.remove', { label })}</button>}
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
    </div>
  );
}
