/**
 * Onto a payment step (`/{locale}/orders/{id}/pay`, `/{locale}/track/{token}/pay`) with a full page
 * load, never a client-side navigation: only those pages' Content-Security-Policy lets Stripe.js
 * reach its API and frames (lib/security-headers.mjs), and a client-side navigation keeps the policy
 * of the page it started from, where the card field cannot load (docs/payments.md#csp).
 */
export function openPaymentStep(locale: string, path: string): void {
  // A full load is the point here (the rule's advice, router.push, is what breaks the step).
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`/${locale}${path}`);
}
