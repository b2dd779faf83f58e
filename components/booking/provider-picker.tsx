'use client';

import type { ReactNode } from 'react';

/** `details`: what the customer compares (story, rating, lead time, price), shown under the name. */
export type ProviderChoice = { id: string; displayName: string; imageUrl: string; badge?: string | null; details?: ReactNode };

/**
 * The ateliers that repair this garment, one radio each (services step, counter booking).
 * `lockedTo`: the cart already holds another item of that atelier, so the others are disabled.
 */
export function ProviderPicker({
  providers,
  value,
  onChange,
  lockedTo = null,
  imageSize,
  id,
}: {
  providers: ProviderChoice[];
  value: string;
  onChange: (id: string) => void;
  lockedTo?: string | null;
  imageSize: number;
  /** Given, the list takes the focus when no atelier was chosen. */
  id?: string;
}) {
  return (
    <div className="provider-list" id={id} tabIndex={id ? -1 : undefined}>
      {providers.map((p) => {
        const disabled = !!lockedTo && lockedTo !== p.id;
        return (
          <label key={p.id} className={`provider-option${value === p.id ? ' selected' : ''}${disabled ? ' disabled' : ''}`}>
            <input type="radio" name="provider" value={p.id} checked={value === p.id} disabled={disabled} onChange={() => onChange(p.id)} />
            {/* eslint-disable-next-line @next/next/no-img-element -- small local SVGs */}
            <img src={p.imageUrl} alt="" width={imageSize} height={imageSize} />
            <span>
              {p.badge === undefined ? p.displayName : <strong>{p.displayName}</strong>}
              {p.badge ? <span className="badge badge-success">{p.badge}</span> : null}
              {p.details}
            </span>
          </label>
        );
      })}
    </div>
  );
}
