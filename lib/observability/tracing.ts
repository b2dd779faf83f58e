import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * Spans of our own (docs/operations.md#traces): DB statements, outbox rounds, SMTP sends, webhook
 * posts. Next makes the route handlers' spans itself. Off unless instrumentation.ts started the
 * SDK (OTEL_EXPORTER_OTLP_ENDPOINT set): then every helper here is one boolean test and a direct call.
 */
const globalForTracing = globalThis as unknown as { __repriseTracing?: boolean };

export function tracingEnabled(): boolean {
  return globalForTracing.__repriseTracing === true;
}

/** Called once the SDK is registered (lib/observability/otel.ts). */
export function enableTracing(): void {
  globalForTracing.__repriseTracing = true;
}

const globalForShutdown = globalThis as unknown as { __repriseTracingShutdown?: () => Promise<void> };

export function setTracingShutdown(shutdown: () => Promise<void>): void {
  globalForShutdown.__repriseTracingShutdown = shutdown;
}

/** Exports the spans still buffered (at shutdown); nothing to do when tracing is off. */
export async function flushTracing(): Promise<void> {
  await globalForShutdown.__repriseTracingShutdown?.().catch(() => {});
}

const tracer = () => trace.getTracer('reprise');

/** Runs `run` inside a span named `name` when tracing is on; a thrown error marks the span failed. */
export async function withSpan<T>(name: string, attributes: Attributes, run: (span: Span | undefined) => Promise<T>, kind: SpanKind = SpanKind.INTERNAL): Promise<T> {
  if (!tracingEnabled()) return run(undefined);
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await run(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

function failSpan(span: Span, error: unknown) {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
  // The exception's type only: its message may quote the statement's values or an address.
  span.setAttribute('error.type', error instanceof Error ? ((error as { code?: string }).code ?? error.name) : 'error');
}

type Thenable = PromiseLike<unknown> & Record<string | symbol, unknown>;

/**
 * A postgres.js query (lazy: it runs when first awaited) whose run is a client span carrying the
 * statement's text, never its parameters. `values()`/`raw()` return the same traced query.
 */
export function tracedQuery<Q extends object>(query: Q, text: string): Q {
  if (!tracingEnabled()) return query;
  let span: Span | undefined;
  const target = query as unknown as Thenable;
  const proxy: Q = new Proxy(query, {
    get(obj, prop) {
      if (prop === 'then') {
        return (onFulfilled?: (v: unknown) => unknown, onRejected?: (e: unknown) => unknown) => {
          if (!span) {
            span = tracer().startSpan(`db ${text.trimStart().split(/\s/, 1)[0]!.toLowerCase()}`, {
              kind: SpanKind.CLIENT,
              attributes: { 'db.system': 'postgresql', 'db.query.text': text.length > 2000 ? `${text.slice(0, 2000)}…` : text },
            });
            const started = span;
            target.then(
              () => started.end(),
              (error: unknown) => {
                failSpan(started, error);
                started.end();
              },
            );
          }
          return target.then(onFulfilled, onRejected);
        };
      }
      const value = Reflect.get(obj, prop, obj);
      if (prop === 'values' || prop === 'raw') {
        return (...args: unknown[]) => {
          (value as (...a: unknown[]) => unknown).apply(obj, args);
          return proxy;
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(obj) : value;
    },
  });
  return proxy;
}
