import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { BatchSpanProcessor, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { log } from './log';
import { enableTracing, setTracingShutdown } from './tracing';

type ExportResult = { code: number; error?: Error };
const SUCCESS = 0; // ExportResultCode.SUCCESS (@opentelemetry/core)

/**
 * An exporter that says once that the collector cannot be reached, not once per batch, and
 * once that it can again (docs/operations.md#traces). Spans of the meantime are dropped: a
 * request never waits for the collector (BatchSpanProcessor exports off the request's path).
 */
export class WarnOnceExporter implements SpanExporter {
  private failing = false;
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.inner.export(spans, (result) => {
      if (result.code !== SUCCESS && !this.failing) {
        this.failing = true;
        log.warn('OTLP collector unreachable: spans are dropped until it answers (logged once per outage)', { error: result.error?.message });
      } else if (result.code === SUCCESS && this.failing) {
        this.failing = false;
        log.info('OTLP collector reachable again');
      }
      done(result);
    });
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}

/**
 * Starts OpenTelemetry tracing over OTLP/HTTP (JSON), configured by the standard variables
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_SERVICE_NAME, OTEL_BSP_SCHEDULE_DELAY). instrumentation.ts imports this module only when an endpoint is set:
 * without one, no SDK is loaded at all.
 */
export function startTracing(): void {
  const exporter = new WarnOnceExporter(new OTLPTraceExporter({ timeoutMillis: 5000 }));
  const provider = new NodeTracerProvider({
    resource: new Resource({ 'service.name': process.env.OTEL_SERVICE_NAME ?? 'reprise' }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  setTracingShutdown(() => provider.shutdown());
  enableTracing();
  log.info('tracing on: spans exported over OTLP/HTTP');
}
