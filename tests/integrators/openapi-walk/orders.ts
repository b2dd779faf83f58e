import * as ordersRoute from '@/app/api/sip/orders/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as quotesRoute from '@/app/api/sip/orders/[id]/quotes/route';
import * as answerRoute from '@/app/api/sip/orders/[id]/quote-answer/route';
import * as trackingLinkRoute from '@/app/api/sip/orders/[id]/tracking-link/route';
import * as paymentsRoute from '@/app/api/sip/orders/[id]/payments/route';
import * as labelRoute from '@/app/api/sip/orders/[id]/label.pdf/route';
import * as invoicesRoute from '@/app/api/sip/orders/[id]/invoices/route';
import * as invoicePdfRoute from '@/app/api/sip/orders/[id]/invoice.pdf/route';
import * as trackRoute from '@/app/api/sip/track/[token]/route';
import * as trackAnswerRoute from '@/app/api/sip/track/[token]/quote-answer/route';
import * as trackTransitionsRoute from '@/app/api/sip/track/[token]/transitions/route';
import * as bulkRoute from '@/app/api/sip/admin/orders/bulk/route';
import * as ticketRoute from '@/app/api/sip/admin/orders/[id]/ticket/route';
import * as dayReportRoute from '@/app/api/sip/admin/day-report/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as claimsRoute from '@/app/api/sip/claims/route';
import * as claimsCsvRoute from '@/app/api/sip/claims/export.csv/route';
import * as claimsZipRoute from '@/app/api/sip/claims/invoices.zip/route';
import * as providerUploadsRoute from '@/app/api/sip/orders/[id]/provider-uploads/route';
import * as certificateRoute from '@/app/api/sip/certificates/[id]/route';
import * as certificateKeysRoute from '@/app/api/sip/certificates/keys/route';
import * as commentsRoute from '@/app/api/sip/orders/[id]/comments/route';
import * as trackCommentsRoute from '@/app/api/sip/track/[token]/comments/route';
import * as statementRoute from '@/app/api/sip/ateliers/[id]/statement/route';
import * as statementCsvRoute from '@/app/api/sip/ateliers/[id]/statement.csv/route';
import * as statementPdfRoute from '@/app/api/sip/ateliers/[id]/statement.pdf/route';
import * as statementPaidRoute from '@/app/api/sip/ateliers/[id]/statement/paid/route';
import { photo, upload } from '../../api/photos-helpers';
import { expect } from 'vitest';
import { call } from '../../helpers/http';
import { readyCart } from '../../helpers/booking';
import { servicePair } from '../../helpers/order-life';
import { firstLines, record, signature } from './record';
import { walkPayeeStatements } from './payees';

type Headers = Record<string, string>;
const step = async (id: string, to: string, headers: Headers) => {
  const res = await call(transitionsRoute.POST, '/x', { method: 'POST', body: { to }, params: { id }, headers });
  expect(res.status, `${to}: ${res.text}`).toBe(200);
  return res.json;
};
/** A guest order on the first (postal) option, paid on collection. */
export async function guestOrder() {
  const placed = await call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId: (await readyCart()).id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr' } });
  expect(placed.status, placed.text).toBe(201);
  return placed.json as { id: string; items: { id: string }[] };
}
const PDF = signature(8);

/**
 * After booking (docs/decisions.md#quote-consent, #payments, #shipping-labels): the atelier's quote
 * answered through the tracking link, the label, payment, completion and invoices, the claim file;
 * a second order declined by phone on the customer's behalf; two more moved in bulk.
 */
export async function walkOrderLife(o: { orderId: string; itemId: string; provider: string; customer: Headers; admin: Headers; token: string }) {
  const { orderId, admin } = o;
  await record('orderTrackingLink', trackingLinkRoute.POST, { method: 'POST', params: { id: orderId }, headers: o.customer });
  await record('getShippingLabel', labelRoute.GET, { path: `/api/sip/orders/${orderId}/label.pdf?format=a6`, params: { id: orderId }, headers: o.customer }, PDF);
  await record('orderTicket', ticketRoute.GET, { path: `/api/sip/admin/orders/${orderId}/ticket?lang=fr`, params: { id: orderId }, headers: admin }, PDF);
  await step(orderId, 'received', admin);
  const { booked, extra } = await servicePair();
  await record('proposeQuote', quotesRoute.POST, {
    method: 'POST',
    body: {
      items: [
        {
          itemId: o.itemId,
          subServices: [{ subServiceId: booked.id, quantity: 1 }, { subServiceId: extra.id, quantity: 1 }],
          freeLines: [{ label: 'Re-line the left sleeve', amount: 18.5, vatRate: 20 }],
        },
      ],
      note: 'The lining is torn too: restitching it as well.',
    },
    params: { id: orderId },
    headers: admin,
  });
  await record('getTrackedOrder', trackRoute.GET, { params: { token: o.token } });
  // The thread (docs/atelier.md#messages): the customer's request through the link, the store's answer.
  const asked = await record('postTrackedComment', trackCommentsRoute.POST, { method: 'POST', body: { text: 'Could you call me before starting? I may want the sleeves shortened too.', request: 'call_before' }, params: { token: o.token } });
  await record('postOrderComment', commentsRoute.POST, { method: 'POST', body: { text: 'We will call you as soon as the jacket is at the atelier.', answers: asked.json.requests[0].id }, params: { id: orderId }, headers: admin });
  await record('answerTrackedQuote', trackAnswerRoute.POST, { method: 'POST', body: { answer: 'accepted', note: 'Yes, please repair the lining too.' }, params: { token: o.token } });
  await step(orderId, 'repaired', admin);
  // The bench's photo of the result (docs/atelier.md#photos): the uploader's own, then onto the order.
  const benchPhoto = await upload([{ name: 'after-repair.jpg', type: 'image/jpeg', bytes: await photo(800, 600) }], {}, admin);
  expect(benchPhoto.status, benchPhoto.text).toBe(201);
  await record('addProviderUploads', providerUploadsRoute.POST, { method: 'POST', body: { keys: [benchPhoto.json.images[0].key], tag: 'after_repair' }, params: { id: orderId }, headers: admin });
  await step(orderId, 'returning', admin);
  const owed = await record('listOrderPayments', paymentsRoute.GET, { params: { id: orderId }, headers: admin });
  await record('recordOrderPayment', paymentsRoute.POST, { method: 'POST', body: { amount: owed.json.due, currency: 'EUR', method: 'card_terminal', note: 'Paid to the courier on delivery.' }, params: { id: orderId }, headers: admin });
  const storeId = ((await call(orderRoute.GET, '/x', { params: { id: orderId }, headers: admin })).json.store as { _id: string })._id;
  await record('dayReport', dayReportRoute.GET, { path: `/api/sip/admin/day-report?storeId=${storeId}`, headers: admin });
  const completed = await step(orderId, 'completed', admin);
  // The garment's passport record, signed at completion (docs/certificates.md).
  await record('getCertificate', certificateRoute.GET, { params: { id: completed.items[0].id } });
  await record('getCertificateKeys', certificateKeysRoute.GET, {});
  await record('listOrderInvoices', invoicesRoute.GET, { params: { id: orderId }, headers: o.customer });
  await record('reissueOrderInvoice', invoicesRoute.POST, { method: 'POST', body: { reason: 'correction' }, params: { id: orderId }, headers: admin });
  await record('getOrderInvoicePdf', invoicePdfRoute.GET, { params: { id: orderId }, headers: o.customer }, PDF);

  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date());
  const claims = `provider=${o.provider}&month=${month}`;
  const file = await record('getClaimFile', claimsRoute.GET, { path: `/api/sip/claims?${claims}`, headers: admin });
  const line = (file.json.lines as { id: string; orderId: string }[]).find((l) => l.orderId === orderId)!;
  expect(line, 'the completed order’s Bonus Réparation line').toBeDefined();
  await record('changeClaimStatuses', claimsRoute.PATCH, { method: 'PATCH', body: { provider: o.provider, month, ids: [line.id], status: 'filed', note: 'Filed with the monthly claim.' }, headers: admin });
  await record('exportClaimFile', claimsCsvRoute.GET, { path: `/api/sip/claims/export.csv?${claims}`, headers: admin }, firstLines(2));
  await record('exportClaimInvoices', claimsZipRoute.GET, { path: `/api/sip/claims/invoices.zip?${claims}`, headers: admin }, signature(2));

  // The atelier's payout statement of the month holds the completed order's share (docs/atelier.md#payouts); the month before is closed, so it can be paid.
  const statement = await record('getPayoutStatement', statementRoute.GET, { path: `/api/sip/ateliers/${o.provider}/statement?month=${month}`, params: { id: o.provider }, headers: admin });
  expect((statement.json.lines as { orderId: string }[]).some((l) => l.orderId === orderId), 'the completed order’s statement line').toBe(true);
  await record('exportPayoutStatement', statementCsvRoute.GET, { path: `/api/sip/ateliers/${o.provider}/statement.csv?month=${month}`, params: { id: o.provider }, headers: admin }, firstLines(2));
  await record('getPayoutStatementPdf', statementPdfRoute.GET, { path: `/api/sip/ateliers/${o.provider}/statement.pdf?month=${month}`, params: { id: o.provider }, headers: admin }, PDF);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  await record('markPayoutStatementPaid', statementPaidRoute.POST, { method: 'POST', body: { month: before, reference: 'VIR-REPRISE-0001' }, params: { id: o.provider }, headers: admin });
  // The operator's statement: the same engine, the payee named on the store before the walk booked (docs/atelier.md#payee-statements).
  await walkPayeeStatements(admin, month, before, orderId);

  // Declined by phone, answered by staff on the customer's behalf: the order goes back.
  const declined = await guestOrder();
  for (const to of ['in_transit', 'received']) await step(declined.id, to, admin);
  await call(quotesRoute.POST, '/x', { method: 'POST', body: { items: [{ itemId: declined.items[0]!.id, subServices: [{ subServiceId: booked.id, quantity: 1 }, { subServiceId: extra.id, quantity: 1 }] }], note: 'The seam needs a new lining panel.' }, params: { id: declined.id }, headers: admin });
  await record('answerQuote', answerRoute.POST, { method: 'POST', body: { answer: 'declined', channel: 'phone', note: 'Called the customer: only the booked repair, no new panel.' }, params: { id: declined.id }, headers: admin });

  const [first, second] = [await guestOrder(), await guestOrder()];
  await record('bulkOrders', bulkRoute.POST, { method: 'POST', body: { ids: [first.id, second.id], action: 'transition', to: 'in_transit', note: 'Collected by the courier' }, headers: admin });
}

/** A guest order cancelled by its customer through the tracking link; its id (archived later). */
export async function walkTrackedCancel(token: (id: string) => Promise<string>) {
  const order = await guestOrder();
  await record('transitionTrackedOrder', trackTransitionsRoute.POST, { method: 'POST', body: { to: 'cancelled', note: 'Booked twice by mistake.' }, params: { token: await token(order.id) } });
  return order.id;
}
