'use client';

import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';

/**
 * A form that only works with JavaScript (its submit calls the API). Until the page has hydrated,
 * its controls are disabled: a value typed before would not reach React's state, and a click would
 * submit the form natively, reloading the page and losing the input (docs/decisions.md#forms-before-hydration).
 * The fieldset is `display: contents`, so the form's own layout (grid, flex) still applies to its children.
 */
export function ClientForm({ children, ...form }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form {...form}>
      <fieldset className="form-controls" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
