import { IntlErrorCode, type IntlError } from 'next-intl';

/**
 * What a missing or broken message does (docs/decisions.md#messages): in tests and e2e
 * (REPRISE_ENV=test) it throws, so the page, e-mail or PDF that would show a raw key fails
 * instead; elsewhere it is logged and next-intl's fallback (the key) is shown, so one missing
 * word never takes a production page down.
 */
const FAILING = new Set<string>([IntlErrorCode.MISSING_MESSAGE, IntlErrorCode.INVALID_KEY, IntlErrorCode.FORMATTING_ERROR, IntlErrorCode.INVALID_MESSAGE]);

export function messageErrorHandler(strict: boolean): (error: IntlError) => void {
  return (error) => {
    if (strict && FAILING.has(error.code)) throw error;
    if (error.code !== IntlErrorCode.ENVIRONMENT_FALLBACK) console.error(error.message);
  };
}

/** True where a missing message must fail: the test and e2e servers. Server side only (the browser gets it as a prop). */
export const strictMessages = (): boolean => process.env.REPRISE_ENV === 'test';
