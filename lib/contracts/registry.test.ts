import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call } from '@/tests/helpers/http';
import { newCustomer } from '@/tests/helpers/accounts';
import type { Endpoint } from '@/lib/http/handler';
import { bearer } from '@/tests/helpers/booking';
import { keyAccessOf } from '@/lib/auth/key-scopes';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { contracts } from '.';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every app/api/**\/route.ts and app/v1/**\/route.ts but the catch-alls (404 for unknown paths), with its OpenAPI-style path. */
function routeFiles() {
  const app = path.join(process.cwd(), 'app');
  const found: { path: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts' && !dir.includes('[...')) {
        const segments = path.relative(app, dir).split(path.sep);
        found.push({ path: '/' + segments.map((s) => s.replace(/^\[(.+)\]$/, '{$1}')).join('/'), file: full });
      }
    }
  };
  for (const root of ['api', 'v1']) walk(path.join(app, root));
  return found;
}

/** What each route file serves: the contract behind every method it answers, and the methods it exports without one. */
async function served() {
  const endpoints: { file: string; path: string; method: string; endpoint: Endpoint }[] = [];
  const others: { file: string; path: string; method: string; handler: Endpoint }[] = [];
  for (const route of routeFiles()) {
    const exported = (await import(/* @vite-ignore */ route.file)) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = exported[method] as Endpoint | undefined;
      if (handler?.contract) endpoints.push({ ...route, method, endpoint: handler });
      else if (handler) others.push({ ...route, method, handler });
    }
  }
  return { endpoints, others };
}

// docs/architecture.md#contracts: one declaration per endpoint. Each side must name the other.
describe('routes and contracts', async () => {
  const { endpoints, others } = await served();

  it('every route file answers through contracts, at its own path and method', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    for (const route of routeFiles()) {
      expect(endpoints.some((e) => e.file === route.file), `${route.file} exports no endpoint(contract, handler)`).toBe(true);
    }
    for (const { file, path: routePath, method, endpoint } of endpoints) {
      expect(`${endpoint.contract.method.toUpperCase()} ${endpoint.contract.path}`, file).toBe(`${method} ${routePath}`);
    }
  });

  it('a method a route file exports without a contract is the 405 of routes(), never a handler of its own', async () => {
    for (const { file, path: p, method, handler } of others) {
      const res = await call(handler, p.replace(/\{[^}]+\}/g, 'x'), { method });
      expect(res.status, `${method} ${file}`).toBe(405);
    }
  });

  it('every route serves a registered contract, and every registered contract is served by exactly one route', () => {
    const registered = new Map(contracts.map((c) => [c.operationId, c]));
    for (const { endpoint, file } of endpoints) {
      const contract = registered.get(endpoint.contract.operationId);
      expect(contract, `${file}: ${endpoint.contract.operationId} is not in lib/contracts/index.ts`).toBeDefined();
      // The same declaration, not a look-alike: who may call and what comes in are the registered ones.
      expect(endpoint.contract.auth, endpoint.contract.operationId).toBe(contract!.auth);
      expect(endpoint.contract.body?.schema, endpoint.contract.operationId).toBe(contract!.body?.schema);
      expect(endpoint.contract.query, endpoint.contract.operationId).toBe(contract!.query);
    }
    const servedIds = endpoints.map((e) => e.endpoint.contract.operationId).sort();
    expect(servedIds).toEqual(contracts.map((c) => c.operationId).sort());
    expect(new Set(servedIds).size).toBe(servedIds.length);
  });

  it('operation ids are unique and each contract is exported under its own id', () => {
    const ids = contracts.map((c) => c.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const sources = fs.readdirSync(path.join(process.cwd(), 'lib/contracts')).map((f) => fs.readFileSync(path.join(process.cwd(), 'lib/contracts', f), 'utf8')).join('\n');
    for (const id of ids) expect(sources, id).toContain(`export const ${id} = contract(`);
  });
});

/**
 * Who may call each endpoint, reviewed (docs/decisions.md#payments, docs/counter.md): loosening an
 * endpoint (the payments route to 'optional', an admin action to staff) must be a deliberate change
 * of this table as well as of its contract.
 */
const ACCESS: Record<string, string[]> = {
  public: [
    'listProviders', 'listClothesCategories', 'listServices', 'signup', 'health', 'liveness', 'openapi', 'getPhoto', 'getTrackedOrder', 'transitionTrackedOrder',
    'answerTrackedQuote', 'postTrackedComment', 'requestPasswordReset', 'confirmPasswordReset', 'acceptInvitation',
    'stripeWebhook', // signed with the endpoint secret (docs/payments.md#webhooks)
    'getTrackedOnlinePayment', 'startTrackedOnlinePayment', // the tracking token is the credential, for its own order (docs/payments.md#pay-again)
    'getCertificate', 'getCertificateKeys', // a garment's passport record names no one (docs/certificates.md#page)
  ],
  'sign-in': ['confirmSignup', 'login'],
  optional: [
    'createCartViaGet', 'createCart', 'getCart', 'updateCart', 'addCartItems', 'removeCartItem', 'putCartItemVideo', 'setCartCustomer', 'listLogisticOptions', 'chooseLogisticOption',
    'setCartWarranty', 'putCartReceipt', // the cart's holder (docs/counter.md#web-warranty)
    'createOrder', 'getOrder', 'transitionOrder', 'uploadPhotos', 'answerQuote', 'orderTrackingLink', 'listOrderInvoices', 'getOrderInvoicePdf', 'getShippingLabel',
    'postOrderComment', 'getOnlinePayment', 'startOnlinePayment', // whoever may read the order (docs/payments.md#access)
    'listStores', // the stores a caller may use, each its own (docs/integrators.md#stores)
  ],
  required: ['logout', 'revokeOtherSessions', 'me', 'listOrders', 'updateProfile', 'eraseAccount', 'exportAccountData', 'listAddresses', 'addAddress', 'changeAddress', 'removeAddress'],
  'admin,atelier': ['getAtelierCapacity', 'putAtelierCapacity'],
  'staff,admin,atelier': ['proposeQuote', 'addProviderUploads', 'signOrder', 'dashboard', 'setWeeklySummary', 'getPayoutStatement', 'exportPayoutStatement', 'getPayoutStatementPdf', 'getAtelierQueue'],
  'staff,admin': [
    'listAdminOrders', 'getAdminOrder', 'exportOrders', 'listOrderNotes', 'addOrderNote', 'archiveOrder', 'unarchiveOrder', 'listWebhookEndpoints',
    'listWebhookDeliveries', 'listOrderMessages', 'bulkOrders', 'editOrderContact', 'orderTicket', 'reissueOrderInvoice', 'getClaimFile', 'changeClaimStatuses',
    'exportClaimFile', 'exportClaimInvoices', 'listOrderPayments', 'recordOrderPayment', 'listEvents',
    'refundOnline', 'attachWarrantyReceipt', 'decideWarrantyClaim', 'dayReport',
    // A store's staff are refused (403) in the domain: only admins and a store's own API key manage endpoints (docs/integrators.md#webhooks).
    'createWebhookEndpoint', 'deleteWebhookEndpoint', 'retryWebhookDelivery', 'sendTestWebhookEvent',
  ],
  admin: ['listApiKeys', 'createApiKey', 'revokeApiKey', 'eraseAccountOnRequest', 'auditLog',
    'exportPriceList', 'importPriceList', 'listCatalogueVersions', 'getCatalogueDraft', 'editCatalogueDraft', 'discardCatalogueDraft', 'publishCatalogueDraft', 'restoreCatalogueVersion',
    'importCatalogue', 'listPeople', 'invitePerson', 'withdrawInvitation', 'changePerson', 'sendPersonPasswordReset', 'listAteliers', 'updateAtelier', 'listAdminStores', 'updateStore',
    'getStoreLegal', 'putStoreLegal', 'listDeliveryOptions', 'updateDeliveryOption', 'markPayoutStatementPaid',
    'listPayees', 'createPayee', 'setStorePayees', 'getPayeeStatement', 'exportPayeeStatement', 'getPayeeStatementPdf', 'markPayeeStatementPaid', // operators' and partners' payouts
  ],
};

/**
 * The keys' column (docs/integrators.md#api-keys, lib/auth/key-scopes.ts): what an API key meets on
 * each endpoint, whatever its role. `open`: no account asked (public, sign-in); `self`: answers
 * about the key (me describes it, logout is 400); a scope: the key needs it; `refused`: 403 to every
 * key — every account endpoint and the whole back office, creating keys included.
 */
const KEYS: Record<string, string[]> = {
  open: [
    'listProviders', 'listClothesCategories', 'listServices', 'signup', 'confirmSignup', 'login', 'getPhoto', 'health', 'liveness', 'openapi', 'getTrackedOrder',
    'transitionTrackedOrder', 'postTrackedComment', 'answerTrackedQuote', 'requestPasswordReset', 'confirmPasswordReset', 'stripeWebhook', 'acceptInvitation',
    'getCertificate', 'getCertificateKeys', 'getTrackedOnlinePayment', 'startTrackedOnlinePayment',
  ],
  self: ['logout', 'me'],
  refused: [
    'revokeOtherSessions', 'updateProfile', 'eraseAccount', 'exportAccountData', 'listAddresses', 'addAddress', 'changeAddress', 'removeAddress', // a person's account
    'listApiKeys', 'createApiKey', 'revokeApiKey', 'eraseAccountOnRequest', 'auditLog', 'exportPriceList', 'importPriceList', 'listCatalogueVersions', 'getCatalogueDraft',
    'editCatalogueDraft', 'discardCatalogueDraft', 'publishCatalogueDraft', 'restoreCatalogueVersion', 'importCatalogue', 'listPeople', 'invitePerson', 'withdrawInvitation', 'changePerson', 'sendPersonPasswordReset',
    'listAteliers', 'updateAtelier', 'listAdminStores', 'updateStore', 'getStoreLegal', 'putStoreLegal', 'listDeliveryOptions', 'updateDeliveryOption', // the back office
    'getAtelierCapacity', 'putAtelierCapacity', 'getAtelierQueue', // the atelier's bench settings and queue
    'getPayoutStatement', 'exportPayoutStatement', 'getPayoutStatementPdf', 'markPayoutStatementPaid', // the atelier's payouts
    'listPayees', 'createPayee', 'setStorePayees', 'getPayeeStatement', 'exportPayeeStatement', 'getPayeeStatementPdf', 'markPayeeStatementPaid', // operators' and partners' payouts
    'getClaimFile', 'changeClaimStatuses', 'exportClaimFile', 'exportClaimInvoices', 'dashboard', 'setWeeklySummary', 'signOrder', // people's work at the store
  ],
  'orders:read': [
    'listStores', 'getCart', 'listLogisticOptions', 'listOrders', 'getOrder', 'listAdminOrders', 'getAdminOrder', 'exportOrders', 'listOrderNotes', 'listOrderMessages', 'listEvents',
    'orderTicket', 'listOrderInvoices', 'getOrderInvoicePdf', 'getShippingLabel',
  ],
  'orders:write': [
    'createCartViaGet', 'createCart', 'updateCart', 'addCartItems', 'removeCartItem', 'setCartCustomer', 'chooseLogisticOption', 'createOrder', 'transitionOrder',
    'proposeQuote', 'uploadPhotos', 'addOrderNote', 'archiveOrder', 'unarchiveOrder', 'answerQuote', 'bulkOrders', 'editOrderContact', 'orderTrackingLink',
    'reissueOrderInvoice', 'addProviderUploads', 'postOrderComment', 'putCartItemVideo', 'attachWarrantyReceipt', 'decideWarrantyClaim', 'setCartWarranty', 'putCartReceipt',
  ],
  payments: ['listOrderPayments', 'recordOrderPayment', 'getOnlinePayment', 'startOnlinePayment', 'refundOnline', 'dayReport'],
  webhooks: ['listWebhookEndpoints', 'createWebhookEndpoint', 'deleteWebhookEndpoint', 'listWebhookDeliveries', 'retryWebhookDelivery', 'sendTestWebhookEvent'],
};

describe('access', async () => {
  const { endpoints } = await served();
  const sample = (p: string) => p.replace(/\{[^}]+\}/g, 'x');

  it('each contract says who may call as the reviewed table does', () => {
    const actual: Record<string, string[]> = {};
    for (const c of contracts) (actual[String(c.auth)] ??= []).push(c.operationId);
    for (const list of [...Object.values(actual), ...Object.values(ACCESS)]) list.sort();
    expect(actual).toEqual(ACCESS);
  });

  it('each endpoint says what an API key meets there as the reviewed keys column does', () => {
    const actual: Record<string, string[]> = {};
    for (const c of contracts) (actual[keyAccessOf(c)] ??= []).push(c.operationId);
    for (const list of [...Object.values(actual), ...Object.values(KEYS)]) list.sort();
    expect(actual).toEqual(KEYS);
  });

  it('the route checks a key before its handler: a refused endpoint is 403 api_key to a store key and an every-store key; a scope the key lacks is 403 scope', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const storeId = [...(await getCatalogue()).storesById.values()][0]!.id;
    const createKey = endpoints.find((e) => e.endpoint.contract.operationId === 'createApiKey')!.endpoint;
    const key = async (body: Record<string, unknown>) => {
      const res = await call(createKey, '/api/sip/admin/api-keys', { method: 'POST', body: { name: 'access test', ...body }, headers: admin });
      return { authorization: `Bearer ${(res.json as { secret: string }).secret}` };
    };
    const [storeKey, allStoresKey, webhooksOnly, ordersReadOnly] = [await key({ storeId }), await key({}), await key({ scopes: ['webhooks'] }), await key({ scopes: ['orders:read'] })];
    for (const { endpoint, method } of endpoints) {
      const { path: p, operationId } = endpoint.contract;
      const access = keyAccessOf(endpoint.contract);
      if (access === 'open' || access === 'self') continue;
      const init = { method, params: {}, checkContract: false as const };
      const refusals = access === 'refused' ? [storeKey, allStoresKey] : [access === 'webhooks' ? ordersReadOnly : webhooksOnly];
      for (const headers of refusals) {
        const res = await call(endpoint, sample(p), { ...init, headers });
        expect([res.status, res.json?.code, res.json?.reason], operationId).toEqual([403, 'forbidden', access === 'refused' ? 'api_key' : 'scope']);
      }
    }
  }, 120_000);

  it('the route checks its contract before its handler: no credentials → 401, a dead token → 401 session_expired, a customer where staff are needed → 403', async () => {
    const customer = await newCustomer();
    for (const { endpoint, method } of endpoints) {
      const { auth, path: p, operationId } = endpoint.contract;
      if (auth === 'public' || auth === 'optional' || auth === 'sign-in') continue;
      const init = { method, params: {}, checkContract: false as const };
      const anonymous = await call(endpoint, sample(p), init);
      expect([anonymous.status, anonymous.json?.code], operationId).toEqual([401, 'unauthorized']);
      const dead = await call(endpoint, sample(p), { ...init, headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
      expect([dead.status, dead.json?.code], operationId).toEqual([401, 'session_expired']);
      if (auth === 'required') continue;
      const refused = await call(endpoint, sample(p), { ...init, headers: customer.headers });
      expect([refused.status, refused.json?.code], operationId).toEqual([403, 'forbidden']);
    }
  });
});
