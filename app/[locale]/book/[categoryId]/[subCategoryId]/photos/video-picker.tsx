'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MAX_VIDEO_BYTES, MAX_VIDEO_LABEL, MAX_VIDEO_SECONDS, VIDEO_TYPES } from '@/lib/videos/sniff';

/** The video's length as the browser reads it; null when it cannot (the server's ffprobe then judges). */
function durationOf(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    const done = (seconds: number | null) => {
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/**
 * An optional video of the damage (docs/videos.md), chosen here and sent once the item is in the
 * cart. Checked before a byte is sent, as photos are: MP4 or WebM, at most 50 MB and 30 s; the
 * server judges the bytes again.
 */
export function VideoPicker({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const t = useTranslations('Booking.video');
  const [error, setError] = useState<string | null>(null);
  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    let refusal: string | null = null;
    if (!(VIDEO_TYPES as readonly string[]).includes(chosen.type)) refusal = t('wrongType');
    else if (chosen.size > MAX_VIDEO_BYTES) refusal = t('tooLarge', { max: MAX_VIDEO_LABEL });
    else {
      const seconds = await durationOf(chosen);
      if (seconds !== null && seconds > MAX_VIDEO_SECONDS) refusal = t('tooLong', { max: MAX_VIDEO_SECONDS });
    }
    setError(refusal);
    onFile(refusal ? null : chosen);
  };
  return (
    <section className="card video-picker" aria-labelledby="damage-video-h">
      <h2 id="damage-video-h" className="h3">
        {t('heading')} <span className="optional">({t('optional')})</span>
      </h2>
      <p id="damage-video-hint" className="muted small">
        {t('hint', { max: MAX_VIDEO_LABEL, seconds: MAX_VIDEO_SECONDS })}
      </p>
      {file ? (
        <p className="video-chosen">
          <span className="ok small">{t('chosen', { name: file.name })}</span>{' '}
          <Button variant="ghost" size="sm" onClick={() => onFile(null)} aria-label={t('remove', { name: file.name })}>
            {t('removeShort')}
          </Button>
        </p>
      ) : null}
      <label className="btn btn-secondary file-button">
        {file ? t('replace') : t('choose')}
        <input
          type="file"
          accept={VIDEO_TYPES.join(',')}
          className="visually-hidden-input"
          aria-describedby={['damage-video-hint', error ? 'damage-video-error' : ''].filter(Boolean).join(' ')}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {error ? (
        <p id="damage-video-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
