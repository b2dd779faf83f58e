'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { problemMessage } from '@/components/ui/error-state';
import { ApiProblem } from '@/lib/client/problem';

/** The refusal's field messages by dotted key: `/address/city` → `address.city`. */
const fieldMessages = (err: unknown): Record<string, string> =>
  err instanceof ApiProblem ? Object.fromEntries(err.errors.map((f) => [f.path.replace(/^\//, '').replace(/\//g, '.'), f.message])) : {};

/**
 * A form's submit: busy while `action` runs; on a refusal the server's words (`error`) and its
 * field messages (`errors`), then `onRefused` with them (to move the focus).
 */
export function useSubmit(action: () => Promise<void>, onRefused?: (fields: Record<string, string>) => void) {
  const tUi = useTranslations('UI');
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      await action();
    } catch (err) {
      const fields = fieldMessages(err);
      setErrors(fields);
      setError(problemMessage(err, tUi('unexpected'), tUi('offline')));
      onRefused?.(fields);
    } finally {
      setBusy(false);
    }
  };
  return { error, errors, busy, submit };
}
