/** The little of Stripe.js the payment step uses (https://docs.stripe.com/js). */
export type StripeElement = { mount(target: HTMLElement): void; destroy(): void };
export type StripeElements = { create(type: 'payment', options?: Record<string, unknown>): StripeElement; submit(): Promise<{ error?: { message?: string } }> };
export type StripeJs = {
  elements(options: { clientSecret: string; locale?: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string }; redirect: 'if_required' }): Promise<{ error?: { message?: string; code?: string }; paymentIntent?: { id: string; status: string } }>;
};
type StripeFactory = (publishableKey: string) => StripeJs;

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
let loading: Promise<StripeFactory> | null = null;

/** Loads Stripe.js once, from Stripe (never bundled or self-hosted: PCI). The page's CSP allows it here only. */
export function loadStripeJs(): Promise<StripeFactory> {
  const w = window as unknown as { Stripe?: StripeFactory };
  if (w.Stripe) return Promise.resolve(w.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (w.Stripe ? resolve(w.Stripe) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
