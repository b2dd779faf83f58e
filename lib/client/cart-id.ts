/**
 * The open cart's id, kept in localStorage and mirrored in a readable cookie so server
 * components can see it too. The id is the capability to use the cart (docs/decisions.md#access).
 */
const CHANGED = 'reprise-cart';

export const CART_COOKIE = 'reprise_cart';
export const CURRENCY_COOKIE = 'reprise_currency';
const KEY = 'reprise.cartId';
const MAX_AGE = 60 * 60 * 24 * 30;

function setCookie(name: string, value: string | null) {
  if (typeof document === 'undefined') return;
  document.cookie = value === null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax` : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax`;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

export function getCartId(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(KEY) ?? readCookie(CART_COOKIE);
  } catch {
    return readCookie(CART_COOKIE);
  }
}

export function setCartId(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(KEY, id);
    else window.localStorage.removeItem(KEY);
  } catch {
    // private mode: the cookie still carries it
  }
  setCookie(CART_COOKIE, id);
  window.dispatchEvent(new Event(CHANGED));
}

export function setCurrencyCookie(currency: string | null): void {
  setCookie(CURRENCY_COOKIE, currency);
}

/** Calls `onChange` when this tab or another changes the stored cart id. */
export function subscribeCartId(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

