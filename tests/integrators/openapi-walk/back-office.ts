import * as capacityRoute from '@/app/api/sip/ateliers/[id]/capacity/route';
import * as queueRoute from '@/app/api/sip/ateliers/[id]/queue/route';
import { and, desc, eq } from 'drizzle-orm';
import * as ateliersRoute from '@/app/api/sip/admin/ateliers/route';
import * as atelierRoute from '@/app/api/sip/admin/ateliers/[id]/route';
import * as optionsRoute from '@/app/api/sip/admin/delivery-options/route';
import * as optionRoute from '@/app/api/sip/admin/delivery-options/[id]/route';
import * as invitationsRoute from '@/app/api/sip/admin/invitations/route';
import * as invitationRoute from '@/app/api/sip/admin/invitations/[id]/route';
import * as peopleRoute from '@/app/api/sip/admin/people/route';
import * as personRoute from '@/app/api/sip/admin/people/[id]/route';
import * as personResetRoute from '@/app/api/sip/admin/people/[id]/password-reset/route';
import * as storesRoute from '@/app/api/sip/admin/stores/route';
import * as usableStoresRoute from '@/app/api/sip/stores/route';
import * as storeRoute from '@/app/api/sip/admin/stores/[id]/route';
import * as storeLegalRoute from '@/app/api/sip/admin/stores/[id]/legal/route';
import * as draftRoute from '@/app/api/sip/admin/catalogue/draft/route';
import * as publishRoute from '@/app/api/sip/admin/catalogue/draft/publish/route';
import * as restoreRoute from '@/app/api/sip/admin/catalogue/versions/[id]/restore/route';
import * as importRoute from '@/app/api/sip/admin/catalogue/import/route';
import * as acceptRoute from '@/app/api/sip/auth/invitations/accept/route';
import { getDb } from '@/db/client';
import { DEMO_CATALOGUE_FOLDER } from '@/db/seed';
import { catalogueFilesIn } from '@/lib/catalogue/import';
import { emailMessages } from '@/db/schema';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { tokenIn } from '../../helpers/accounts';
import { call } from '../../helpers/http';
import { record } from './record';

/** The back office's operations (docs/back-office.md): an invitation accepted, a colleague moved, the places edited. */
export async function walkBackOffice(admin: Record<string, string>) {
  const paris = [...(await getCatalogue()).storesById.values()].find((s) => s.name.includes('Marais'))!.id;
  const email = `lea.moreau.${Date.now()}@example.com`;
  await record('invitePerson', invitationsRoute.POST, { method: 'POST', body: { email, givenName: 'Léa', familyName: 'Moreau', role: 'staff', storeId: paris, locale: 'fr' }, headers: admin });
  const db = await getDb();
  await dispatchEvents(db, { now: new Date(), mail: false });
  const [mail] = await db.select().from(emailMessages).where(and(eq(emailMessages.toAddress, email), eq(emailMessages.kind, 'staff_invitation'))).orderBy(desc(emailMessages.createdAt));
  await record('acceptInvitation', acceptRoute.POST, { method: 'POST', body: { token: tokenIn(mail!.text), password: 'Canal-Saint-Martin-1825' } });
  const second = await record('invitePerson', invitationsRoute.POST, { method: 'POST', body: { email: `hugo.petit.${Date.now()}@example.com`, givenName: 'Hugo', familyName: 'Petit', role: 'admin', locale: 'en' }, headers: admin });
  await record('withdrawInvitation', invitationRoute.DELETE, { method: 'DELETE', params: { id: second.json.id }, headers: admin });
  const people = await record('listPeople', peopleRoute.GET, { headers: admin });
  const lea = people.json.people.find((p: { email: string }) => p.email === email);
  await record('changePerson', personRoute.PATCH, { method: 'PATCH', body: { role: 'staff', storeId: paris, active: true }, params: { id: lea.id }, headers: { ...admin, 'if-match': `"${lea.version}"` } });
  await record('sendPersonPasswordReset', personResetRoute.POST, { method: 'POST', params: { id: lea.id }, headers: admin });

  const ateliers = await record('listAteliers', ateliersRoute.GET, { headers: admin });
  const atelier = ateliers.json[0];
  await record('updateAtelier', atelierRoute.PATCH, { method: 'PATCH', body: { contact: { name: 'Sofia Haddad', email: 'atelier@example.com', phone: '+33 1 42 33 00 00' } }, params: { id: atelier.id }, headers: { ...admin, 'if-match': `"${atelier.version}"` } });
  const capacity = await record('getAtelierCapacity', capacityRoute.GET, { params: { id: atelier.id }, headers: admin });
  await record('putAtelierCapacity', capacityRoute.PUT, {
    method: 'PUT', body: { workingDays: [1, 2, 3, 4, 5], weeklyCapacity: 400, closures: [{ from: '2027-08-02', to: '2027-08-20', note: 'Congés d’été' }] },
    params: { id: atelier.id }, headers: { ...admin, 'if-match': `"${capacity.json.version}"` },
  });
  await record('getAtelierQueue', queueRoute.GET, { params: { id: atelier.id }, path: `/api/sip/ateliers/${atelier.id}/queue?view=all`, headers: admin });
  await record('listStores', usableStoresRoute.GET, { headers: admin });
  const stores = await record('listAdminStores', storesRoute.GET, { headers: admin });
  const store = stores.json.find((s: { id: string }) => s.id === paris);
  await record('updateStore', storeRoute.PATCH, { method: 'PATCH', body: { closures: [{ from: '2026-12-25', to: '2026-12-26', note: 'Noël' }] }, params: { id: paris }, headers: { ...admin, 'if-match': `"${store.version}"` } });
  // The legal entity saved as it is (the invoices of the walk keep printing the demo's mentions).
  const legal = await record('getStoreLegal', storeLegalRoute.GET, { params: { id: paris }, headers: admin });
  const { storeId: _s, printed: _p, version, ...legalBody } = legal.json;
  await record('putStoreLegal', storeLegalRoute.PUT, { method: 'PUT', body: legalBody, params: { id: paris }, headers: { ...admin, 'if-match': `"${version}"` } });
  const options = await record('listDeliveryOptions', optionsRoute.GET, { headers: admin });
  await record('updateDeliveryOption', optionRoute.PATCH, { method: 'PATCH', body: { onwardTransitDays: options.json[0].onwardTransitDays }, params: { id: options.json[0].id }, headers: { ...admin, 'if-match': `"${options.json[0].version}"` } });

  await walkCatalogueEditor(admin);
}

/** The catalogue editor (docs/back-office.md#catalogue-editor): a price raised in the draft and published, lowered again, then the raise restored. */
async function walkCatalogueEditor(admin: Record<string, string>) {
  const draft = await record('getCatalogueDraft', draftRoute.GET, { headers: admin });
  const hem = draft.json.document.subServices.find((s: { identifier: string }) => s.identifier === 'mtg-trousers-restitch-lined-seam');
  const raised = { ...hem, price: { ...hem.price, EUR: hem.price.EUR + 200 } };
  const edited = await record('editCatalogueDraft', draftRoute.PATCH, { method: 'PATCH', body: { edits: [{ kind: 'subService', subService: raised }] }, headers: { ...admin, 'if-match': `"${draft.json.version}"` } });
  const published = await record('publishCatalogueDraft', publishRoute.POST, { method: 'POST', body: { note: 'Lined seams up by 2 €' }, headers: { ...admin, 'if-match': `"${edited.json.version}"` } });
  const lowered = await call(draftRoute.PATCH, '/api/sip/admin/catalogue/draft', { method: 'PATCH', body: { edits: [{ kind: 'subService', subService: hem }] }, headers: { ...admin, 'if-match': `"${edited.json.version + 1}"` } });
  await call(publishRoute.POST, '/api/sip/admin/catalogue/draft/publish', { method: 'POST', body: {}, headers: { ...admin, 'if-match': `"${lowered.json.version}"` } });
  await record('restoreCatalogueVersion', restoreRoute.POST, { method: 'POST', body: { note: 'Back to the raised seams' }, params: { id: String(published.json.version) }, headers: admin });
  // A lead time changed in the draft, then the draft discarded.
  const now = await call(draftRoute.GET, '/api/sip/admin/catalogue/draft', { headers: admin });
  const slower = await call(draftRoute.PATCH, '/api/sip/admin/catalogue/draft', { method: 'PATCH', body: { edits: [{ kind: 'subService', subService: { ...hem, price: raised.price, leadTimeDays: hem.leadTimeDays + 3 } }] }, headers: { ...admin, 'if-match': `"${now.json.version}"` } });
  await record('discardCatalogueDraft', draftRoute.DELETE, { method: 'DELETE', headers: { ...admin, 'if-match': `"${slower.json.version}"` } });
  // The whole catalogue from the demo's own files, checked, and what it would change listed (docs/back-office.md#catalogue-import).
  const files = Object.fromEntries(catalogueFilesIn(DEMO_CATALOGUE_FOLDER).map((f) => [f.name, typeof f.content === 'string' ? f.content : new TextDecoder().decode(f.content)]));
  await record('importCatalogue', importRoute.POST, { method: 'POST', path: '/api/sip/admin/catalogue/import?dryRun=true', body: { files }, headers: admin });
}
