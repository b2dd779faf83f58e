import * as z from 'zod';
import {
  AtelierCapacityBodySchema, AtelierCapacitySchema, AtelierPatchSchema, AtelierSchema, AteliersSchema, DeliveryOptionPatchSchema, DeliveryOptionSchema, DeliveryOptionsSchema, StorePatchSchema, StoreSchema, StoresSchema, UsableStoresSchema,
} from '@/lib/schemas/places';
import { StoreLegalBodySchema, StoreLegalSchema } from '@/lib/schemas/store-legal';
import { BACK_OFFICE, contract } from './contract';

const places =
  'The back office’s places (docs/back-office.md#places). Edits are immediate: the public catalogue answers show them at once on this instance, within a minute on the others. Nothing is deleted: stores and options are deactivated, ateliers paused. Every change is in the audit log. Staff get 404.';
const ifMatch = [{ name: 'If-Match', description: 'The record’s `version` as last read: if it changed since → 412 `stale_record`, nothing written.' }];
const id = z.object({ id: z.string().max(100).meta({ description: 'The record id.' }) });
const patchErrors = ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'validation_failed', 'stale_record'] as const;

export const listAteliers = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'get', path: '/api/sip/admin/ateliers', operationId: 'listAteliers', summary: 'Ateliers, paused ones included (admin)', description: places,
  responses: { 200: { description: 'By name.', schema: AteliersSchema } }, errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const updateAtelier = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'patch', path: '/api/sip/admin/ateliers/{id}', operationId: 'updateAtelier',
  summary: 'Edit an atelier: display name, address, contact, Bonus Réparation, areas served, stores served, paused (admin)',
  description: `${places} \`areas\` and \`storeIds\` replace the lists. A paused atelier takes no new bookings; its open orders go on.`,
  pathParams: id, headers: ifMatch, body: { schema: AtelierPatchSchema },
  responses: { 200: { description: 'Changed.', schema: AtelierSchema } }, errors: [...patchErrors],
});

export const listAdminStores = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'get', path: '/api/sip/admin/stores', operationId: 'listAdminStores', summary: 'Stores, inactive ones included (admin)', description: places,
  responses: { 200: { description: 'By identifier.', schema: StoresSchema } }, errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const updateStore = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'patch', path: '/api/sip/admin/stores/{id}', operationId: 'updateStore',
  summary: 'Edit a store: address, time zone, opening hours, closures, language, online or physical, services offered, active (admin)', description: places,
  pathParams: id, headers: ifMatch, body: { schema: StorePatchSchema },
  responses: { 200: { description: 'Changed.', schema: StoreSchema } }, errors: [...patchErrors],
});

const legalDoc =
  'A store’s legal entity: the seller’s mentions its invoices print (company name, legal form, share capital and its currency, RCS city with the SIREN or another register, SIRET/SIREN or registration number, VAT number, registered office) and its invoicing settings (docs/back-office.md#legal-entity, docs/invoices.md#mentions). Invoices issued after a change print the new mentions; issued ones keep theirs. Staff get 404.';

export const getStoreLegal = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'get', path: '/api/sip/admin/stores/{id}/legal', operationId: 'getStoreLegal',
  summary: 'A store’s legal entity as invoices print it (admin)', description: `${legalDoc} A store without one (it issues no invoice) is 404.`, pathParams: id,
  responses: { 200: { description: 'The entity; `ETag` is its version.', schema: StoreLegalSchema } }, errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const putStoreLegal = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'put', path: '/api/sip/admin/stores/{id}/legal', operationId: 'putStoreLegal',
  summary: 'Set a store’s legal entity (admin)',
  description: `${legalDoc} The whole entity, made when the store had none (its version is then 0). A French entity (registered office in FR) needs a legal form, a share capital unless an individual entrepreneur, a 9- or 14-digit SIREN/SIRET, an RCS city or another register and an FR VAT number on that SIREN: 422 per field otherwise. The invoice code is fixed once the store has issued an invoice. Audited.`,
  pathParams: id, headers: ifMatch, body: { schema: StoreLegalBodySchema },
  responses: { 200: { description: 'Saved.', schema: StoreLegalSchema } }, errors: [...patchErrors],
});

export const listDeliveryOptions = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'get', path: '/api/sip/admin/delivery-options', operationId: 'listDeliveryOptions', summary: 'Delivery options, inactive ones included (admin)', description: places,
  responses: { 200: { description: 'In display order.', schema: DeliveryOptionsSchema } }, errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const updateDeliveryOption = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'patch', path: '/api/sip/admin/delivery-options/{id}', operationId: 'updateDeliveryOption',
  summary: 'Edit a delivery option: price per currency, transit days, payment methods, pick-up slots, active (admin)', description: places,
  pathParams: id, headers: ifMatch, body: { schema: DeliveryOptionPatchSchema },
  responses: { 200: { description: 'Changed.', schema: DeliveryOptionSchema } }, errors: [...patchErrors],
});

export const listStores = contract({
  tags: ['Stores'], auth: 'optional', method: 'get', path: '/api/sip/stores', operationId: 'listStores',
  summary: 'The stores you may use',
  description:
    'The active stores whose ids the caller may send (`storeId` of a cart, of the order filters, of an API key or a webhook endpoint), by name. Staff and a store’s API key: their store; admins and an every-store key: every store; guests and customers: every store they can book with (docs/integrators.md#stores).',
  responses: { 200: { description: 'By name.', schema: UsableStoresSchema } }, errors: [],
});

const capacityDoc =
  'The atelier\'s bench calendar: working days, weekly capacity, closures (docs/atelier.md#capacity). A new booking\'s `estimatedCompletionDate` counts its lead time plus the queue\'s delay (floor(queue × working days / weekly capacity)) in the bench\'s open days; capacity 0 refuses bookings (409 `atelier_full`). The atelier reads and sets its own (another atelier\'s → 404); admins any.';

export const getAtelierCapacity = contract({
  tags: ['Ateliers'], auth: ['admin', 'atelier'], method: 'get', path: '/api/sip/ateliers/{id}/capacity', operationId: 'getAtelierCapacity',
  summary: 'An atelier\'s working days, weekly capacity, closures and queue (the atelier, admins)', description: capacityDoc, pathParams: id,
  responses: { 200: { description: 'The settings and the queue now.', schema: AtelierCapacitySchema } }, errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const putAtelierCapacity = contract({
  tags: ['Ateliers'], auth: ['admin', 'atelier'], method: 'put', path: '/api/sip/ateliers/{id}/capacity', operationId: 'putAtelierCapacity',
  summary: 'Set an atelier\'s working days, weekly capacity and closures (the atelier, admins)', description: `${capacityDoc} If-Match on the atelier\'s version; audited.`,
  pathParams: id, headers: ifMatch, body: { schema: AtelierCapacityBodySchema },
  responses: { 200: { description: 'Changed.', schema: AtelierCapacitySchema } }, errors: [...patchErrors],
});
