import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Shows a spinner and marks the button busy; it stays focusable. */
  busy?: boolean;
  size?: 'md' | 'sm';
};

/** The one button: native, typed `button` unless told otherwise. */
export function Button({ variant = 'primary', busy = false, size = 'md', className, type = 'button', children, disabled, ...rest }: Props) {
  return (
    <button
      type={type}
      className={['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      {...rest}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
