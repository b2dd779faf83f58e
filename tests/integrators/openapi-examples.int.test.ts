import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as providersRoute from '@/app/v1/providers/route';
import * as categoriesRoute from '@/app/v1/clothes-categories/route';
import * as servicesRoute from '@/app/v1/services/route';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import * as signupConfirmRoute from '@/app/api/sip/auth/signup/confirm/route';
import * as loginRoute from '@/app/api/sip/auth/login/route';
import * as logoutRoute from '@/app/api/sip/auth/logout/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as revokeOthersRoute from '@/app/api/sip/auth/sessions/revoke-others/route';
import * as cartsRoute from '@/app/api/sip/shopping-cart/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import * as itemRoute from '@/app/api/sip/shopping-cart/[id]/items/[itemId]/route';
import * as customerRoute from '@/app/api/sip/shopping-cart/[id]/customer/route';
import * as optionsRoute from '@/app/api/sip/shopping-cart/[id]/logistic-options/route';
import * as optionRoute from '@/app/api/sip/shopping-cart/[id]/logistic-option/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as notesRoute from '@/app/api/sip/orders/[id]/notes/route';
import * as archiveRoute from '@/app/api/sip/orders/[id]/archive/route';
import * as contactRoute from '@/app/api/sip/orders/[id]/customer/route';
import * as signatureRoute from '@/app/api/sip/orders/[id]/signature/route';
import * as receiptRoute from '@/app/api/sip/orders/[id]/receipt/route';
import * as claimRoute from '@/app/api/sip/orders/[id]/warranty-claim/route';
import * as videoRoute from '@/app/api/sip/shopping-cart/[id]/items/[itemId]/video/route';
import * as cartWarrantyRoute from '@/app/api/sip/shopping-cart/[id]/warranty/route';
import * as cartReceiptRoute from '@/app/api/sip/shopping-cart/[id]/receipt/route';
import { execFileSync } from 'node:child_process';
import { inStoreOrder } from '../helpers/counter';
import { drawnSignature } from '../helpers/signature';
import * as exportRoute from '@/app/api/sip/orders/export/route';
import * as adminOrdersRoute from '@/app/api/sip/admin/orders/route';
import * as adminOrderRoute from '@/app/api/sip/admin/orders/[id]/route';
import * as messagesRoute from '@/app/api/sip/admin/orders/[id]/messages/route';
import * as webhooksRoute from '@/app/api/sip/admin/webhooks/route';
import * as testHookRoute from '@/app/api/sip/admin/webhooks/[id]/test/route';
import * as retryDeliveryRoute from '@/app/api/sip/admin/webhooks/[id]/deliveries/[deliveryId]/retry/route';
import * as eventsRoute from '@/app/api/sip/events/route';
import * as webhookRoute from '@/app/api/sip/admin/webhooks/[id]/route';
import * as deliveriesRoute from '@/app/api/sip/admin/webhooks/[id]/deliveries/route';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import * as catalogueVersionsRoute from '@/app/api/sip/admin/catalogue/versions/route';
import * as pricesRoute from '@/app/api/sip/admin/catalogue/prices/route';
import * as keyRoute from '@/app/api/sip/admin/api-keys/[id]/route';
import * as photoRoute from '@/app/api/sip/photos/[key]/[variant]/route';
import * as openapiRoute from '@/app/api/openapi.json/route';
import * as healthRoute from '@/app/api/health/route';
import * as liveRoute from '@/app/api/health/live/route';
import { getDb } from '@/db/client';
import { contracts as operations } from '@/lib/contracts';
import { issueTrackingToken } from '@/lib/orders/tracking';
import { signupMessages, tokenIn } from '../helpers/accounts';
import { bearer, CUSTOMER, itemFor, WARRANTY } from '../helpers/booking';
import { call } from '../helpers/http';
import { photo, upload } from '../api/photos-helpers';

import { walkAccount } from './openapi-walk/account';
import { walkBackOffice } from './openapi-walk/back-office';
import { walkOrderLife, walkTrackedCancel } from './openapi-walk/orders';
import { walkOnlinePayment } from './openapi-walk/payments';
import { walkPayeesBeforeBooking } from './openapi-walk/payees';
import { compact, firstLines, record, recorded, walked } from './openapi-walk/record';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

// The walk reads the e-mails its own outbox rounds render (the reset link): on the run's shared
// Postgres database another file's round could hold those events (tests/helpers/own-database.ts).
await switchToOwnPostgresDatabase();

// A booking through every operation on the demo catalogue. RECORD_EXAMPLES=1 writes what it saw to
// lib/openapi/examples.json (the document's examples); every run checks the live answers parse.
describe('the document’s examples come from the demo catalogue (docs/integrators.md#openapi)', () => {
  it('walks every operation with realistic data', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const { body: itemBody } = await itemFor('mtg-trousers-restitch-lined-seam');
    const item = itemBody.items[0]!;
    await walkPayeesBeforeBooking(admin);

    await record('listProviders', providersRoute.GET, { path: '/v1/providers?country=FR&zipCode=75011' });
    const categories = await record('listClothesCategories', categoriesRoute.GET, { path: `/v1/clothes-categories?providerIds=${itemBody.provider}` });
    expect(JSON.stringify(categories.json)).toContain(item.subClothesCategory);
    await record('listServices', servicesRoute.GET, { path: `/v1/services?subClothesCategoryIds=${item.subClothesCategory}&zipCode=75011&country=FR&currency=EUR` });

    const leaEmail = `lea.martin.${Date.now()}@example.com`;
    await record('signup', signupRoute.POST, { method: 'POST', body: { email: leaEmail, password: 'Ourcq-canal-2024', givenName: 'Léa', familyName: 'Martin', title: 'ms', phone: '+33612345678' } });
    const [confirmation] = await signupMessages(leaEmail);
    const signup = await record('confirmSignup', signupConfirmRoute.POST, { method: 'POST', body: { token: tokenIn(confirmation!.text) } });
    const login = await record('login', loginRoute.POST, { method: 'POST', body: { email: 'camille@reprise.demo', password: 'demo-customer-camille' } });
    const camille = { authorization: `Bearer ${login.json.session.token}` };
    await record('me', meRoute.GET, { headers: camille });

    await record('createCartViaGet', cartsRoute.GET, {});
    const cart = await record('createCart', cartsRoute.POST, { method: 'POST', body: { currency: 'EUR', language: 'fr', zipCode: '75011', country: 'FR' }, headers: camille });
    const id = cart.json.id as string;
    const added = await record('addCartItems', itemsRoute.POST, { method: 'POST', body: itemBody, params: { id }, headers: camille });
    const uploaded = await upload([{ name: 'jacket-tear.jpg', type: 'image/jpeg', bytes: await photo(1200, 900) }], { cartId: id }, camille);
    expect(uploaded.status, uploaded.text).toBe(201);
    recorded.uploadPhotos = { response: uploaded.json }; // multipart: no JSON request example
    walked.add('uploadPhotos');
    const image = uploaded.json.images[0] as { key: string };
    const fetched = await call(photoRoute.GET, `/api/sip/photos/${image.key}/small`, { params: { key: image.key, variant: 'small' } });
    expect(fetched.status).toBe(200);
    walked.add('getPhoto'); // an image: no example
    // A 2 s video of the damage, made by ffmpeg (docs/videos.md).
    const clip = new Uint8Array(execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=5', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast', '-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4', 'pipe:1']));
    await record('putCartItemVideo', videoRoute.PUT, { method: 'PUT', rawBody: clip, params: { id, itemId: added.json.items[0].id }, headers: { ...camille, 'content-type': 'video/mp4' } });
    await record('getCart', cartRoute.GET, { params: { id }, headers: camille });
    await record('updateCart', cartRoute.PATCH, { method: 'PATCH', body: { discountCode: 'WELCOME10' }, params: { id }, headers: camille });
    await record('setCartCustomer', customerRoute.POST, { method: 'POST', body: { ...CUSTOMER, address: { ...CUSTOMER.address, country: 'France' } }, params: { id }, headers: camille });
    const options = await record('listLogisticOptions', optionsRoute.GET, { params: { id }, headers: camille });
    await record('chooseLogisticOption', optionRoute.POST, { method: 'POST', body: { logisticOption: options.json.logisticOptions[0].id }, params: { id }, headers: camille });
    const placed = await record('createOrder', ordersRoute.POST, { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr', source: 'web' }, headers: { ...camille, 'idempotency-key': `order-${id}` } });
    const orderId = placed.json.id as string;
    void added;

    // A customer's own warranty repair: the reason, the brand's order reference and the receipt's PDF on the cart (docs/counter.md#web-warranty).
    const warrantyCart = (await call(cartsRoute.POST, '/x', { method: 'POST', body: { bookingType: 'warranty', language: 'fr' }, headers: camille })).json.id as string;
    await call(itemsRoute.POST, '/x', { method: 'POST', body: itemBody, params: { id: warrantyCart }, headers: camille });
    await record('setCartWarranty', cartWarrantyRoute.PUT, { method: 'PUT', body: { reason: 'manufacturing_defect', details: 'The zip came apart after a week.', reference: 'MTG-2026-118842' }, params: { id: warrantyCart }, headers: camille });
    const receiptPdf = new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'));
    await record('putCartReceipt', cartReceiptRoute.PUT, { method: 'PUT', rawBody: receiptPdf, params: { id: warrantyCart }, headers: { ...camille, 'content-type': 'application/pdf' } });

    // A second cart: an item added, then removed.
    const other = (await call(cartsRoute.POST, '/x', { method: 'POST', body: {} })).json.id as string;
    const withItem = await call(itemsRoute.POST, '/x', { method: 'POST', body: itemBody, params: { id: other } });
    await record('removeCartItem', itemRoute.DELETE, { method: 'DELETE', params: { id: other, itemId: withItem.json.items[0].id } });

    await record('listOrders', ordersRoute.GET, { path: '/api/sip/orders?limit=1', headers: camille });
    await record('getOrder', orderRoute.GET, { params: { id: orderId }, headers: camille });
    await record('transitionOrder', transitionsRoute.POST, { method: 'POST', body: { to: 'in_transit', note: 'Collected by the courier' }, params: { id: orderId }, headers: admin });
    const token = async (id: string) => issueTrackingToken(await getDb(), id);
    await walkOrderLife({ orderId, itemId: placed.json.items[0].id, provider: itemBody.provider, customer: camille, admin, token: await token(orderId) });

    await record('listAdminOrders', adminOrdersRoute.GET, { path: '/api/sip/admin/orders?q=Martin&limit=1', headers: admin });
    await record('editOrderContact', contactRoute.PATCH, { method: 'PATCH', body: { phone: '+33 6 98 76 54 32' }, params: { id: orderId }, headers: admin });
    await record('getAdminOrder', adminOrderRoute.GET, { params: { id: orderId }, headers: admin });
    // Handed over at the Paris counter, signed on the tablet (docs/counter.md#signature).
    const paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const counterOrder = (await inStoreOrder(paris)).json.id as string;
    await record('signOrder', signatureRoute.PUT, { method: 'PUT', body: { image: await drawnSignature() }, params: { id: counterOrder }, headers: paris });
    // A warranty booking's receipt, as a plain PDF (docs/counter.md#warranty-proof).
    const warrantyOrder = (await inStoreOrder(paris, { cartBody: { bookingType: 'warranty' }, extra: { warranty: WARRANTY } })).json.id as string;
    const receipt = new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'));
    await record('attachWarrantyReceipt', receiptRoute.PUT, { method: 'PUT', rawBody: receipt, params: { id: warrantyOrder }, headers: { ...paris, 'content-type': 'application/pdf' } });
    await record('decideWarrantyClaim', claimRoute.POST, { method: 'POST', body: { decision: 'accepted', note: 'Seam defect confirmed on inspection.' }, params: { id: warrantyOrder }, headers: paris });
    await record('addOrderNote', notesRoute.POST, { method: 'POST', body: { body: 'Customer asked for a call before the return.' }, params: { id: orderId }, headers: admin });
    await record('listOrderNotes', notesRoute.GET, { params: { id: orderId }, headers: admin });
    await record('listOrderMessages', messagesRoute.GET, { params: { id: orderId }, headers: admin });
    await record('exportOrders', exportRoute.GET, { path: '/api/sip/orders/export?limit=2', headers: admin }, firstLines(3));
    const cancelled = await walkTrackedCancel(token);
    await record('archiveOrder', archiveRoute.PUT, { method: 'PUT', params: { id: cancelled }, headers: admin });
    await record('unarchiveOrder', archiveRoute.DELETE, { method: 'DELETE', params: { id: cancelled }, headers: admin });

    process.env.WEBHOOKS_ALLOW_PRIVATE = 'on';
    const hook = await record('createWebhookEndpoint', webhooksRoute.POST, { method: 'POST', body: { url: 'https://brand.example/hooks/reprise', events: ['order.created', 'order.status_changed'] }, headers: admin });
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    await record('listWebhookEndpoints', webhooksRoute.GET, { headers: admin });
    const test = await record('sendTestWebhookEvent', testHookRoute.POST, { method: 'POST', params: { id: hook.json.id }, headers: admin });
    await record('retryWebhookDelivery', retryDeliveryRoute.POST, { method: 'POST', params: { id: hook.json.id, deliveryId: test.json.id }, headers: admin });
    await record('listWebhookDeliveries', deliveriesRoute.GET, { params: { id: hook.json.id }, headers: admin });
    await record('listEvents', eventsRoute.GET, { path: '/api/sip/events?limit=1', headers: admin });
    await record('deleteWebhookEndpoint', webhookRoute.DELETE, { method: 'DELETE', params: { id: hook.json.id }, headers: admin });

    const key = await record('createApiKey', keysRoute.POST, { method: 'POST', body: { name: 'Storefront checkout' }, headers: admin });
    await record('listApiKeys', keysRoute.GET, { headers: admin });
    await record('revokeApiKey', keyRoute.DELETE, { method: 'DELETE', params: { id: key.json.id }, headers: admin });
    await record('exportPriceList', pricesRoute.GET, { path: '/api/sip/admin/catalogue/prices?lang=en', headers: admin });
    const priceFile = 'sub_service_id,currency,price\r\nno-such-sub-service,EUR,12.50\r\n';
    await record('importPriceList', pricesRoute.POST, { method: 'POST', path: '/api/sip/admin/catalogue/prices?dryRun=true', headers: { ...admin, 'content-type': 'text/csv' }, rawBody: new Uint8Array(Buffer.from(priceFile)) });
    await record('listCatalogueVersions', catalogueVersionsRoute.GET, { headers: admin });
    await walkBackOffice(admin);

    await record('health', healthRoute.GET, {});
    await record('liveness', liveRoute.GET, {});
    const spec = await call(openapiRoute.GET, '/api/openapi.json');
    expect(spec.json.openapi).toBe('3.1.0');
    walked.add('openapi'); // the document itself: its example is written by hand (lib/contracts/system.ts)
    await record('revokeOtherSessions', revokeOthersRoute.POST, { method: 'POST', headers: { authorization: `Bearer ${signup.json.session.token}` } });
    await walkAccount({ email: leaEmail, id: signup.json.account.id, headers: { authorization: `Bearer ${signup.json.session.token}` } }, admin);
    await record('logout', logoutRoute.POST, { method: 'POST', headers: camille });
    await walkOnlinePayment(admin);

    expect(operations.map((op) => op.operationId).filter((id) => !walked.has(id)), 'operations the walk never called').toEqual([]);

    if (process.env.RECORD_EXAMPLES === '1') writeFileSync(path.join(process.cwd(), 'lib/openapi/examples.json'), JSON.stringify(compact(recorded), null, 1) + '\n');
  }, 120_000);
});
