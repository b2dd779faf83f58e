import type { KeyScope } from '@/lib/schemas/api-keys';

/**
 * What an API key may call (docs/integrators.md#api-keys). A key is its own principal: a store
 * (or every store) and scopes, never the admin who made it. Each endpoint that reads credentials
 * is here with the scope a key needs; anything absent is refused to keys (403 forbidden, `reason:
 * api_key`) whatever the key's role: account endpoints, the back office (keys, people, catalogue,
 * stores), claims, dashboards, the counter's signature. `self` endpoints answer about the key
 * itself (`GET /auth/me` describes it, logout is 400). Checked in lib/http/handler.ts before the
 * handler; pinned per endpoint in lib/contracts/registry.test.ts. Pure.
 */
export const KEY_SCOPE_OF: Readonly<Record<string, KeyScope | 'self'>> = {
  me: 'self',
  logout: 'self',
  listStores: 'orders:read',
  // Carts and bookings (the store scope narrows them: lib/auth/scope.ts).
  createCartViaGet: 'orders:write',
  createCart: 'orders:write',
  getCart: 'orders:read',
  updateCart: 'orders:write',
  addCartItems: 'orders:write',
  removeCartItem: 'orders:write',
  setCartCustomer: 'orders:write',
  listLogisticOptions: 'orders:read',
  chooseLogisticOption: 'orders:write',
  createOrder: 'orders:write',
  uploadPhotos: 'orders:write',
  // Orders.
  listOrders: 'orders:read',
  getOrder: 'orders:read',
  listAdminOrders: 'orders:read',
  getAdminOrder: 'orders:read',
  exportOrders: 'orders:read',
  listOrderNotes: 'orders:read',
  listOrderMessages: 'orders:read',
  listOrderInvoices: 'orders:read',
  getOrderInvoicePdf: 'orders:read',
  getShippingLabel: 'orders:read',
  orderTicket: 'orders:read',
  listEvents: 'orders:read',
  transitionOrder: 'orders:write',
  proposeQuote: 'orders:write',
  answerQuote: 'orders:write',
  addOrderNote: 'orders:write',
  archiveOrder: 'orders:write',
  unarchiveOrder: 'orders:write',
  bulkOrders: 'orders:write',
  editOrderContact: 'orders:write',
  orderTrackingLink: 'orders:write',
  reissueOrderInvoice: 'orders:write',
  addProviderUploads: 'orders:write',
  postOrderComment: 'orders:write',
  // The interface's own fields a brand's storefront or warranty system fills (docs/insurance.md, docs/integrators.md#api-keys):
  // the damage video of a cart item, the proof of purchase, and the brand's decision on its own warranty.
  putCartItemVideo: 'orders:write',
  setCartWarranty: 'orders:write',
  putCartReceipt: 'orders:write',
  attachWarrantyReceipt: 'orders:write',
  decideWarrantyClaim: 'orders:write',
  // Money moves only with their own scope.
  dayReport: 'payments', // a store's takings (docs/counter.md#closing-the-day)
  listOrderPayments: 'payments',
  getOnlinePayment: 'payments',
  startOnlinePayment: 'payments',
  recordOrderPayment: 'payments',
  refundOnline: 'payments',
  // Webhook endpoints: an every-store key manages all, a store's key its store's (lib/notifications/webhooks/endpoints.ts).
  listWebhookEndpoints: 'webhooks',
  listWebhookDeliveries: 'webhooks',
  createWebhookEndpoint: 'webhooks',
  deleteWebhookEndpoint: 'webhooks',
  retryWebhookDelivery: 'webhooks',
  sendTestWebhookEvent: 'webhooks',
};

/** How a key meets an endpoint: `open` (public or sign-in: no account asked), its scope, `self`, or `refused`. */
export function keyAccessOf(endpoint: { operationId: string; auth: unknown }): KeyScope | 'self' | 'open' | 'refused' {
  if (endpoint.auth === 'public' || endpoint.auth === 'sign-in') return 'open';
  return KEY_SCOPE_OF[endpoint.operationId] ?? 'refused';
}
