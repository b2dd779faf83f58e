'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { messageErrorHandler } from '@/lib/i18n/missing';

type Props = Omit<ComponentProps<typeof NextIntlClientProvider>, 'onError'> & { strict: boolean };

/**
 * The client components' messages with the missing-message policy (docs/decisions.md#messages):
 * a function cannot cross from a server component, so the handler is made here from a flag.
 */
export function MessagesProvider({ strict, ...props }: Props) {
  return <NextIntlClientProvider {...props} onError={messageErrorHandler(strict)} />;
}
