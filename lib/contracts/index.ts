import examples from '@/lib/openapi/examples.json';
import * as account from './account';
import * as admin from './admin';
import * as apiKeys from './api-keys';
import * as atelier from './atelier';
import * as auth from './auth';
import * as cart from './cart';
import * as catalogue from './catalogue';
import * as catalogueAdmin from './catalogue-admin';
import * as certificates from './certificates';
import { inDeclarationOrder, type Contract } from './contract';
import * as counter from './counter';
import * as events from './events';
import * as dashboards from './dashboards';
import * as invoices from './invoices';
import * as logistics from './logistics';
import * as notifications from './notifications';
import * as onlinePayments from './online-payments';
import * as orderLife from './order-life';
import * as orders from './orders';
import * as people from './people';
import * as photos from './photos';
import * as places from './places';
import * as system from './system';

const EXAMPLES: Record<string, { request?: unknown; response?: unknown }> = examples;

const declared = (module: Record<string, unknown>): Contract[] =>
  inDeclarationOrder(Object.values(module).filter((value): value is Contract => typeof value === 'object' && value !== null && 'operationId' in value));

/**
 * Every endpoint's contract, in the document's order, with what the order's life adds
 * (If-Match, ETag, session_expired: lib/contracts/order-life.ts) and the examples recorded from the
 * demo catalogue (tests/integrators/openapi-examples.int.test.ts). Every route file exports
 * handlers made from one of these (lib/http/endpoint.ts); lib/contracts/registry.test.ts checks
 * that both sides name the same endpoints.
 */
export const contracts: Contract[] = orderLife
  .withOrderLife([catalogue, auth, cart, orders, photos, system, admin, notifications, events, apiKeys, orderLife, counter, account, invoices, logistics, onlinePayments, dashboards, catalogueAdmin, people, places, atelier, certificates].flatMap(declared))
  .map((op) => ({ ...op, examples: op.examples ?? EXAMPLES[op.operationId] }));

const byId = new Map(contracts.map((c) => [c.operationId, c]));

/** The registered contract (as documented) for a declared one. */
export function registered(declared: Pick<Contract, 'operationId'>): Contract {
  const found = byId.get(declared.operationId);
  if (!found) throw new Error(`contract ${declared.operationId} is not in lib/contracts/index.ts`);
  return found;
}
