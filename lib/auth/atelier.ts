/**
 * What an atelier account may call (docs/atelier.md#role). Beside the endpoints whose role list
 * names `atelier`, these shared ones: its own account and session, and the orders of its
 * provider (the scope rule, lib/auth/scope.ts, narrows them to those). Every other endpoint that
 * reads credentials answers an atelier 404, as for anything a role may not see: the back office,
 * carts and checkout, a customer's account data, invoices, labels, quote answers. Pure.
 */
export const ATELIER_SHARED_ENDPOINTS: ReadonlySet<string> = new Set([
  'me',
  'logout',
  'revokeOtherSessions',
  'updateProfile',
  'listOrders',
  'getOrder',
  'transitionOrder',
  // The order's thread (docs/atelier.md#messages), on its own orders only.
  'postOrderComment',
  // Bench photos go through the photo pipeline as the atelier account's own (no cart), then onto an order.
  'uploadPhotos',
]);

/** Whether an atelier account may call this endpoint (public and sign-in endpoints ask no account, so they are open). */
export function atelierMayCall(endpoint: { operationId: string; auth: unknown }): boolean {
  const { auth, operationId } = endpoint;
  if (auth === 'public' || auth === 'sign-in') return true;
  if (Array.isArray(auth)) return auth.includes('atelier');
  return ATELIER_SHARED_ENDPOINTS.has(operationId);
}
