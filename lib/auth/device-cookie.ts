import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isSecureRequest } from './cookies';
import { LOGIN_THROTTLE } from './policy';

/**
 * The device cookie (OWASP "Slow down online guessing attacks with device cookies";
 * docs/decisions.md#login-throttle): set at each successful sign-in, it names a nonce and when it
 * was issued, signed with HMAC-SHA256 over them and the account's e-mail. A sign-in that brings a
 * valid one for the same e-mail is throttled on that device's own counter, so failures from
 * elsewhere on the account do not slow its owner down. The e-mail itself is not in the cookie.
 */
export const DEVICE_COOKIE = 'reprise_device';

let processKey: Buffer | undefined;

/**
 * `DEVICE_COOKIE_SECRET` (32+ characters) signs the cookies, shared by every instance. Without it a
 * key is drawn per process: devices are known to this process until it restarts, and otherwise
 * treated as unknown (ordinary delays), never trusted wrongly.
 */
function key(): Buffer {
  const secret = process.env.DEVICE_COOKIE_SECRET;
  if (secret && secret.length >= 32) return Buffer.from(secret);
  return (processKey ??= randomBytes(32));
}

const sign = (nonce: string, issued: string, email: string) => createHmac('sha256', key()).update(`${nonce}.${issued}.${email}`).digest('base64url');

export function newDeviceCookieValue(email: string, now: Date): string {
  const nonce = randomBytes(16).toString('base64url');
  const issued = String(Math.floor(now.getTime() / 1000));
  return `${nonce}.${issued}.${sign(nonce, issued, email)}`;
}

/** The device's nonce when `value` is a valid, unexpired device cookie for `email`, else null. */
export function knownDevice(value: string | null | undefined, email: string, now: Date): string | null {
  const [nonce, issued, mac, extra] = (value ?? '').split('.');
  if (!nonce || !issued || !mac || extra !== undefined || !/^\d{1,12}$/.test(issued)) return null;
  if (now.getTime() - Number(issued) * 1000 > LOGIN_THROTTLE.deviceMs) return null;
  const expected = Buffer.from(sign(nonce, issued, email));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** Set-Cookie for a device that just signed in as `email`: HttpOnly, sent only to the sign-in routes. */
export function deviceCookie(req: Request, email: string, now = new Date()): string {
  const secure = isSecureRequest(req);
  const maxAge = Math.floor(LOGIN_THROTTLE.deviceMs / 1000);
  return [`${DEVICE_COOKIE}=${newDeviceCookieValue(email, now)}`, 'Path=/api/sip/auth', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}
