'use client';

import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Shows a spinner and marks the button busy; it stays focusable. */
  busy?: boolean;
  size?: 'md' | 'sm';
};

/**
 * The one button: native, typed `button` unless told otherwise. A `type="button"` does something
 * only through JavaScript, so until the page has hydrated it is disabled (not dimmed): a click
 * then would be lost without a word (docs/decisions.md#forms-before-hydration).
 */
export function Button({ variant = 'primary', busy = false, size = 'md', className, type = 'button', children, disabled, ...rest }: Props) {
  const hydrated = useHydrated();
  const waiting = type === 'button' && !hydrated;
  return (
    <button
      type={type}
      className={['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      disabled={disabled || busy || waiting}
      data-hydrating={waiting || undefined}
      {...rest}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
