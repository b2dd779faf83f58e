import { eq } from 'drizzle-orm';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import { getDb } from '@/db/client';
import { emailMessages } from '@/db/schema';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { call } from './http';

export const PASSWORD = 'a fine long passphrase';
export const ip = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/** A new customer through the sign-up route; its Bearer headers. */
export async function newCustomer(email = `c-${crypto.randomUUID()}@example.com`) {
  const res = await call(signupRoute.POST, '/api/sip/auth/signup', { method: 'POST', body: { email, password: PASSWORD, givenName: 'Inès', familyName: 'Roy', phone: '+33612345678' }, headers: { 'x-forwarded-for': ip() } });
  if (res.status !== 201) throw new Error(`signup: ${res.text}`);
  return { email, id: res.json.account.id as string, headers: { authorization: `Bearer ${res.json.session.token}` } };
}

/** Runs the outbox's dispatch (no mail server: messages are kept) and returns the account's messages. */
export async function accountMessages(accountId: string, now = new Date()) {
  const db = await getDb();
  await dispatchEvents(db, { now, mail: false });
  return db.select().from(emailMessages).where(eq(emailMessages.accountId, accountId));
}

export const resetTokenIn = (text: string) => /#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
