'use server';

import { redirect } from 'next/navigation';
import { WaitListBodySchema } from '@/lib/schemas/wait-list';
import { joinWaitList } from '@/lib/wait-list';

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : '';
};

/**
 * The wait-list form of an area no atelier serves (docs/customer-site.md#wait-list): a plain form
 * post that works before hydration; the page comes back with the area and what happened.
 */
export async function joinWaitListAction(form: FormData): Promise<void> {
  const parsed = WaitListBodySchema.safeParse({ email: text(form, 'email'), country: text(form, 'country'), zipCode: text(form, 'zip'), categoryId: text(form, 'categoryId'), locale: text(form, 'locale') });
  const locale = ['fr', 'en', 'de', 'es'].includes(text(form, 'locale')) ? text(form, 'locale') : 'fr';
  const area = `zip=${encodeURIComponent(text(form, 'zip'))}&country=${encodeURIComponent(text(form, 'country'))}`;
  if (!parsed.success) redirect(`/${locale}/book?${area}&waitList=invalid`);
  await joinWaitList(parsed.data);
  redirect(`/${locale}/book?${area}&waitList=joined`);
}
