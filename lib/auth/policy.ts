import type { Role } from '@/db/schema/accounts';

/**
 * Session lifetimes (ASVS 7.3): an absolute limit from sign-in, and an idle limit
 * that each use pushes forward. Customers keep a long session on their own device;
 * staff sessions end with the working day.
 */
export const SESSION_POLICY: Record<Role, { absoluteMs: number; idleMs: number }> = {
  customer: { absoluteMs: 30 * 24 * 3600_000, idleMs: 7 * 24 * 3600_000 },
  staff: { absoluteMs: 12 * 3600_000, idleMs: 2 * 3600_000 },
  admin: { absoluteMs: 12 * 3600_000, idleMs: 2 * 3600_000 },
  // The bench's tablet stays signed in for a working day, like the store's counter.
  atelier: { absoluteMs: 12 * 3600_000, idleMs: 2 * 3600_000 },
};

/** Idle expiry is written back at most this often, so reads do not all become writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * Login throttling without lockout (docs/decisions.md#login-throttle, OWASP Authentication Cheat
 * Sheet): an account (or a known device) gets `freeFailures` tries, then each next one waits a
 * delay doubling from `firstDelayMs` up to `maxDelayMs`; the count is forgotten `idleResetMs` after
 * the last try. Each address may fail `ipMaxFailures` verified passwords per `ipWindowMs`: more than
 * one account's delays let through from one address in that window (at most 14), so one account's
 * failures never use up an address for the others.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 5 * 60_000,
  idleResetMs: 15 * 60_000,
  ipMaxFailures: Number(process.env.LOGIN_MAX_FAILURES ?? 30),
  ipWindowMs: 15 * 60_000,
  /** The owner is e-mailed when an account reaches this many failures, at most once per `notifyEveryMs`. */
  notifyAfter: 5,
  notifyEveryMs: 6 * 3600_000,
  /** A device that signed in is known for this long (the signed `reprise_device` cookie). */
  deviceMs: 180 * 24 * 3600_000,
};

export const PASSWORD_RULES = { minLength: 8, maxLength: 256 };

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const SESSION_COOKIE = {
  /** `__Host-` needs Secure, so it is used only when the app is served over https. */
  secureName: '__Host-reprise_session',
  plainName: 'reprise_session',
  /**
   * Set and cleared with the session cookie, readable by page scripts: it only says a session
   * cookie was set, so a visitor's pages need not ask /auth/me (a request and a 401 on every
   * page). It grants nothing: the server reads the HttpOnly cookie alone.
   */
  hintName: 'reprise_signed_in',
};
