/**
 * What a log line must never carry (docs/operations.md#logs): passwords, tokens, e-mail addresses,
 * postal addresses, card-like numbers. Keys that name such a thing lose their value whatever it
 * is; every other string is scrubbed of what looks like one, since an error message can quote input
 * (a unique violation quotes the e-mail, a driver error a connection string).
 */
const SECRET_KEY = /pass|secret|token|authori[sz]ation|cookie|e-?mail|address|street|postcode|postal|phone|card|iban|signature|apikey|api_key/i;
// UUIDs are request ids and row ids: kept. Other long runs of token characters are taken for secrets.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKENISH = /[A-Za-z0-9_\-+=]{32,}/g;
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;
const BEARER = /\b(bearer|basic)\s+\S+/gi;
const URL_CREDENTIALS = /\/\/[^/\s:@]+:[^/\s@]+@/g;
// 13 to 19 digits, possibly grouped by spaces or dashes: a payment card's shape (and IBAN digits).
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;

const PLAIN_WORDS = /^[A-Za-z ]{0,31}$/;

/** Fields of a log line that are ours, never the client's: left as they are. */
const OWN_FIELDS = new Set(['requestId', 'incident', 'method', 'route', 'status', 'principal', 'traceId', 'level', 'service']);

export function scrubString(text: string, inputs: readonly string[] = []): string {
  // What the request itself sent (its body's strings, its credentials): found verbatim whatever their shape.
  for (const input of inputs) if (text.includes(input)) text = text.split(input).join('[input]');
  // Letters and spaces alone (the constant sentence of most lines: "request") can hold none of the
  // shapes below: skip five regular expressions on every request's line.
  if (PLAIN_WORDS.test(text)) return text;
  return text
    .replace(URL_CREDENTIALS, '//[redacted]@')
    .replace(BEARER, '$1 [redacted]')
    .replace(EMAIL, '[email]')
    .replace(CARD_LIKE, '[number]')
    .replace(TOKENISH, (run) => (UUID.test(run) ? run : '[token]'));
}

/** A copy of a log record's fields with secrets removed; errors become plain objects. */
export function scrub(value: unknown, key = '', depth = 0, inputs: readonly string[] = []): unknown {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return value;
  if (key && SECRET_KEY.test(key)) return '[redacted]';
  if (typeof value === 'string') return depth === 1 && OWN_FIELDS.has(key) ? value : scrubString(value, inputs);
  if (typeof value === 'bigint') return value.toString();
  if (depth > 6) return '[deep]';
  if (value instanceof Error) {
    const error = value as Error & { code?: unknown; cause?: unknown };
    return {
      type: error.name,
      message: scrubString(error.message, inputs),
      ...(error.code !== undefined ? { code: scrub(error.code, 'code', depth + 1, inputs) } : {}),
      ...(error.stack ? { stack: scrubString(error.stack, inputs) } : {}),
      ...(error.cause !== undefined ? { cause: scrub(error.cause, 'cause', depth + 1, inputs) } : {}),
    };
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrub(v, '', depth + 1, inputs));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = scrub(v, k, depth + 1, inputs);
    return out;
  }
  return String(value);
}

/** Shorter strings are too common to stand for one input (a locale, a quantity, "true"). */
const MIN_INPUT_LENGTH = 5;

/** The strings of a request's JSON body (and its credentials), which its log lines must not repeat. */
export function inputStrings(value: unknown, into: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (value.length >= MIN_INPUT_LENGTH && into.length < 200) into.push(value);
  } else if (value && typeof value === 'object' && depth < 6) {
    for (const v of Object.values(value)) inputStrings(v, into, depth + 1);
  }
  return into;
}
