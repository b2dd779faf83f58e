import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestScope } from './context';
import { scrub, scrubString } from './redact';

/**
 * The process's one logger (docs/operations.md#logs): JSON lines on stdout, one per API request
 * and one per notable event of the outbox, the worker and the maintenance jobs. `LOG_LEVEL`
 * (default info) chooses what is written; under `next dev` lines are pretty-printed unless
 * LOG_FORMAT=json. Every record is scrubbed of secrets first (./redact.ts).
 */
export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const pretty = !destination && process.env.NODE_ENV === 'development' && process.env.LOG_FORMAT !== 'json';
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'reprise', pid: process.pid },
    timestamp: isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      // The request's id on every line written while serving it, whoever writes it.
      log: (record) => {
        // The request line (logRequest): every field is the app's own, nothing to scrub.
        if ((record as { [OWN_LINE]?: true })[OWN_LINE]) return record;
        const scope = currentRequestScope();
        const clean = scrub(record, '', 0, scope?.inputs) as Record<string, unknown>;
        return scope && clean.requestId === undefined ? { ...clean, requestId: scope.id } : clean;
      },
    },
    // Only in development: pino-pretty is a development dependency, never loaded in production.
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'service,pid,hostname' } } } : {}),
  };
  if (destination) return pino(options, destination);
  return pretty ? pino(options) : pino(options, stdoutStream());
}

/**
 * stdout, written asynchronously and in batches: lines are queued and written once 4 KB are
 * waiting or every 250 ms, whichever comes first, in one system call. One write per line (even
 * asynchronous, through libuv's thread pool) cost the trivial route ~10 % of its throughput under
 * load (bench:catalogue with BENCH_OBSERVE=compare, docs/operations.md#logs); batched, the log line
 * costs what formatting it costs. pino flushes what is queued when the process exits, and the
 * graceful shutdown flushes before it exits; only a SIGKILL can lose the last 250 ms of lines.
 */
export function stdoutStream(fd = 1): DestinationStream {
  return pino.destination({ dest: fd, sync: false, minLength: 4096, periodicFlush: 250 });
}

/**
 * pino's `isoTime` (`,"time":"2026-11-29T15:29:46.255Z"`) with the date and time up to the second
 * made once a second: `toISOString` on every line was 7 % of what the request line cost (profile
 * of bench/observe-cost's loop, 2026-11-29).
 */
let secondStart = Number.NaN;
let secondPrefix = '';
export function isoTime(): string {
  const now = Date.now();
  let ms = now - secondStart;
  if (!(ms >= 0 && ms < 1000)) {
    secondStart = now - (now % 1000);
    secondPrefix = new Date(secondStart).toISOString().slice(0, 20); // 2026-11-29T15:29:46.
    ms = now - secondStart;
  }
  return `,"time":"${secondPrefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z"`;
}

// On globalThis: Next may load this module more than once per process; one logger, one stream.
const globalForLog = globalThis as unknown as { __repriseLogger?: Logger };

function current(): Logger {
  return (globalForLog.__repriseLogger ??= createLogger());
}

/** Replaces the process's logger (tests capture lines with their own destination). */
export function setLogger(logger: Logger | undefined): void {
  globalForLog.__repriseLogger = logger;
}

type Fields = Record<string, unknown>;
const write = (level: 'debug' | 'info' | 'warn' | 'error') => (message: string, fields: Fields = {}) => {
  const logger = current();
  if (logger.isLevelEnabled(level)) logger[level](fields, scrubString(message, currentRequestScope()?.inputs));
};

/** `log.info('message', { fields })`: the message is a constant sentence, the data goes in fields. */
export const log = { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };

const OWN_LINE = Symbol('reprise.requestLine');

/** The fields of the one line per API request (lib/observability/request.ts): all of them the app's own. */
export type RequestLine = { requestId: string; method: string; route: string; status: number; durationMs: number; principal: string; traceId?: string };

/**
 * Writes the request line, as `log.info('request', fields)` (`log.error` for a 5xx) would, without
 * the scrub walk: its keys name no secret and its values are the app's own (a UUID, the method,
 * the route's pattern, numbers, the kind of caller: redact.ts leaves every one of them as it is),
 * so scrubbing it found nothing and cost ~1 µs per request. Every other line is scrubbed as before.
 */
export function logRequest(level: 'info' | 'error', line: RequestLine): void {
  const logger = current();
  if (!logger.isLevelEnabled(level)) return;
  (line as RequestLine & { [OWN_LINE]?: true })[OWN_LINE] = true; // a symbol: pino does not write it
  logger[level](line, 'request');
}

/** Writes out what is queued, synchronously (before the process exits). */
export function flushLogs(): void {
  try {
    const stream = (current() as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as { flushSync?: () => void } | undefined;
    if (stream?.flushSync) stream.flushSync();
    else current().flush();
  } catch {
    // a stream already closed has nothing left to write
  }
}
