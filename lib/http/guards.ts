import type { Locale } from '@/lib/schemas/common';
import { ApiError } from './errors';
import { apiMessages } from './messages';

/** Nesting deeper than this in a JSON body is refused before it is parsed (no schema nests past ~6). */
export const MAX_JSON_DEPTH = 32;

/**
 * C0 control characters other than tab, CR and LF. Postgres refuses NUL in text (22021), CSV
 * and logs misread the others; no field of the interface carries them.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export const hasControlCharacter = (text: string) => CONTROL.test(text);

/**
 * How deep `text` nests arrays and objects, counted without parsing (brackets inside
 * strings are skipped), stopping as soon as it passes `limit`.
 */
export function jsonNestingExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The path of the first string (value or key) holding a control character in a parsed JSON
 * value, or null. Iterative: a body is already depth-checked, but this never recurses anyway.
 */
export function findControlCharacter(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, join(path, String(i))]));
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacter(key)) return join(path, key.replace(CONTROL_ALL, '?'));
        stack.push([item, join(path, key)]);
      }
    }
  }
  return null;
}

const CONTROL_ALL = new RegExp(CONTROL.source, 'g');
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** 422 naming where the control character is. */
export function controlCharacterError(path: string, locale: Locale): ApiError {
  return new ApiError('validation_failed', { errors: [{ path, message: apiMessages(locale, 'Hardening')('controlCharacter') }] });
}

export function notUtf8Error(locale: Locale): ApiError {
  return new ApiError('validation_failed', { errors: [{ path: '', message: apiMessages(locale, 'Hardening')('notUtf8') }] });
}

export function tooDeepError(locale: Locale): ApiError {
  return new ApiError('validation_failed', { errors: [{ path: '', message: apiMessages(locale, 'Hardening')('tooDeep', { max: MAX_JSON_DEPTH }) }] });
}

/** Path ids and query values (keys included), under `prefix` ('path', 'query'): the first offender → 422. */
export function assertCleanStrings(values: Record<string, unknown>, prefix: string, locale: Locale): void {
  const path = findControlCharacter(values, prefix);
  if (path) throw controlCharacterError(path, locale);
}
