import * as meRoute from '@/app/api/sip/auth/me/route';
import * as exportRoute from '@/app/api/sip/auth/me/export/route';
import * as addressesRoute from '@/app/api/sip/auth/me/addresses/route';
import * as addressRoute from '@/app/api/sip/auth/me/addresses/[id]/route';
import * as resetRoute from '@/app/api/sip/auth/password-reset/route';
import * as confirmRoute from '@/app/api/sip/auth/password-reset/confirm/route';
import * as erasuresRoute from '@/app/api/sip/admin/account-erasures/route';
import * as auditRoute from '@/app/api/sip/admin/audit-log/route';
import * as dashboardRoute from '@/app/api/sip/admin/dashboard/route';
import * as weeklySummaryRoute from '@/app/api/sip/admin/dashboard/weekly-summary/route';
import { expect } from 'vitest';
import { call } from '../../helpers/http';
import { accountMessages, resetTokenIn, signUp } from '../../helpers/accounts';
import { PARIS_ADDRESS } from '../../helpers/booking';
import { record } from './record';

type Headers = Record<string, string>;

async function newPerson(givenName: string, familyName: string, password: string) {
  const email = `${givenName}.${familyName}.${Date.now()}@example.com`.toLowerCase();
  const res = await signUp({ body: { email, password, givenName, familyName, title: 'mr', phone: '+33612345679' } });
  expect(res.status, res.text).toBe(201);
  return { email, id: res.json.account.id as string, headers: { authorization: `Bearer ${res.json.session.token}` } };
}

/** The self-service account and data rights (docs/decisions.md#accounts, #password-reset, #data-rights). */
export async function walkAccount(lea: { email: string; id: string; headers: Headers }, admin: Headers) {
  await record('updateProfile', meRoute.PATCH, { method: 'PATCH', body: { title: 'ms', phone: '+33698765432' }, headers: lea.headers });
  const contact = { title: 'ms', givenName: 'Léa', familyName: 'Martin', phone: '+33698765432' };
  const home = await record('addAddress', addressesRoute.POST, { method: 'POST', body: { label: 'Home', ...contact, address: PARIS_ADDRESS, isDefault: true }, headers: lea.headers });
  const work = await call(addressesRoute.POST, '/x', { method: 'POST', body: { label: 'Office', ...contact, address: { ...PARIS_ADDRESS, address: '40 rue du Louvre', zipCode: '75001' } }, headers: lea.headers });
  expect(work.status, work.text).toBe(201);
  await record('listAddresses', addressesRoute.GET, { headers: lea.headers });
  await record('changeAddress', addressRoute.PATCH, { method: 'PATCH', body: { label: 'Office (reception desk)', isDefault: true }, params: { id: work.json.id }, headers: lea.headers });
  await record('removeAddress', addressRoute.DELETE, { method: 'DELETE', params: { id: home.json.id }, headers: lea.headers });
  await record('exportAccountData', exportRoute.GET, { headers: lea.headers });

  await record('requestPasswordReset', resetRoute.POST, { method: 'POST', body: { email: lea.email, language: 'fr' } });
  const token = resetTokenIn((await accountMessages(lea.id)).at(-1)!.text);
  expect(token, 'the reset e-mail’s link').toBeDefined();
  await record('confirmPasswordReset', confirmRoute.POST, { method: 'POST', body: { token, password: 'Belleville-atelier-2025' } });

  const hugo = await newPerson('Hugo', 'Bernard', 'Buttes-Chaumont-2024');
  await record('eraseAccount', meRoute.DELETE, { method: 'DELETE', body: { password: 'Buttes-Chaumont-2024' }, headers: hugo.headers });
  const chloe = await newPerson('Chloe', 'Durand', 'Montmartre-steps-2024');
  await record('eraseAccountOnRequest', erasuresRoute.POST, { method: 'POST', body: { email: chloe.email, reason: 'Erasure asked by letter of 3 November, ticket #4821.' }, headers: admin });
  await record('auditLog', auditRoute.GET, { headers: admin });
  await record('dashboard', dashboardRoute.GET, { path: '/api/sip/admin/dashboard?from=2026-01-01&to=2026-01-31&currency=EUR', headers: admin });
  await record('setWeeklySummary', weeklySummaryRoute.PUT, { method: 'PUT', body: { subscribed: true, locale: 'fr' }, headers: admin });
}
