import type { OrderStatus } from '@/db/schema/orders';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';

/** The words a person reads for a status, in the request's language (codes stay in `from`/`to` for programs). */
export const statusWords = (status: OrderStatus, locale: Locale) => apiMessages(locale, 'Orders')(`statuses.${status}`);

/** 409 invalid_transition: the detail names the statuses in words, never as codes. */
export const invalidTransition = (from: OrderStatus, to: OrderStatus, locale: Locale) =>
  new ApiError('invalid_transition', { params: { from: statusWords(from, locale), to: statusWords(to, locale) }, extra: { from, to } });
