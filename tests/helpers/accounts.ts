import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import * as confirmRoute from '@/app/api/sip/auth/signup/confirm/route';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import { getDb } from '@/db/client';
import { emailMessages, outboxEvents, pendingSignups } from '@/db/schema';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { call } from './http';

export const PASSWORD = 'a fine long passphrase';
export const ip = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

type Init = { method?: string; headers?: Record<string, string>; body: { email: string } & Record<string, unknown> };

/**
 * Sign-up as a person does it (docs/decisions.md#signup-confirmation): the form, then the link of
 * the e-mail the outbox made for the address. Returns the confirmation's answer (201, the account
 * and its session, what sign-up answered before links), or sign-up's own refusal.
 */
export async function signUp(init: Init) {
  const asked = await call(signupRoute.POST, '/api/sip/auth/signup', { ...init, method: 'POST' });
  if (asked.status !== 202) return asked;
  const [message] = await signupMessages(init.body.email);
  const token = message ? tokenIn(message.text) : undefined;
  if (!token) throw new Error(`no confirmation link was e-mailed to ${init.body.email}`);
  return confirmSignup(token, init.headers);
}

export const confirmSignup = (token: string, headers: Record<string, string> = {}) =>
  call(confirmRoute.POST, '/api/sip/auth/signup/confirm', { method: 'POST', body: { token }, headers });

/**
 * The sign-up confirmations e-mailed to an address, newest first. Dispatches only those events
 * (never another file's, on the run's shared database), without a mail server: kept, as rendered.
 */
export async function signupMessages(email: string, now = new Date()) {
  const address = email.trim().toLowerCase();
  const db = await getDb();
  const pending = await db.select({ id: pendingSignups.id }).from(pendingSignups).where(eq(pendingSignups.email, address));
  if (pending.length) {
    const events = await db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'account.signup_confirmation'), inArray(sql<string>`${outboxEvents.data}->>'pendingSignupId'`, pending.map((p) => p.id))));
    if (events.length) await dispatchEvents(db, { now, mail: false, eventIds: events.map((e) => e.id) });
  }
  return db.select().from(emailMessages).where(and(eq(emailMessages.toAddress, address), eq(emailMessages.kind, 'signup_confirmation'))).orderBy(desc(emailMessages.createdAt), desc(emailMessages.id));
}

/** A new customer through sign-up and its e-mailed link; its Bearer headers. */
export async function newCustomer(email = `c-${crypto.randomUUID()}@example.com`) {
  const res = await signUp({ body: { email, password: PASSWORD, givenName: 'Inès', familyName: 'Roy', phone: '+33612345678' }, headers: { 'x-forwarded-for': ip() } });
  if (res.status !== 201) throw new Error(`signup: ${res.text}`);
  return { email, id: res.json.account.id as string, headers: { authorization: `Bearer ${res.json.session.token}` } };
}

/** Runs the outbox's dispatch (no mail server: messages are kept) and returns the account's messages. */
export async function accountMessages(accountId: string, now = new Date()) {
  const db = await getDb();
  await dispatchEvents(db, { now, mail: false });
  return db.select().from(emailMessages).where(eq(emailMessages.accountId, accountId));
}

/** The token of an e-mailed link (reset or sign-up: both in the fragment). */
export const tokenIn = (text: string) => /#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
export const resetTokenIn = tokenIn;
