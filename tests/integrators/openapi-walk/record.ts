import { expect } from 'vitest';
import { contracts as operations } from '@/lib/contracts';
import { call } from '../../helpers/http';

type Example = { request?: unknown; response?: unknown };
type Init = Parameters<typeof call>[2] & { path?: string };
type Answer = Awaited<ReturnType<typeof call>>;

/** What the walk saw, per operation: the examples lib/openapi/examples.json is written from. */
export const recorded: Record<string, Example> = {};
/** Every operation the walk called with its documented success (some keep no example: docs/integrators.md#openapi). */
export const walked = new Set<string>();

function successOf(operationId: string) {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const [status, response] = Object.entries(op.responses).find(([s]) => Number(s) < 300)!;
  return { op, status: Number(status), response };
}

/**
 * Calls a route, expects its documented success and an answer its own schema accepts, and keeps the
 * request and answer as the operation's example. `example` turns a file answer (PDF, CSV, ZIP) into
 * the text shown in the document.
 */
export async function record(operationId: string, handler: Parameters<typeof call>[0], init: Init = {}, example?: (res: Answer) => string) {
  const res = await call(handler, init.path ?? '/x', init);
  const { status, response } = successOf(operationId);
  expect(res.status, `${operationId}: ${res.text}`).toBe(status);
  const json = (response.contentType ?? 'application/json') === 'application/json';
  if (json && response.schema && res.json !== undefined) {
    const parsed = response.schema.safeParse(res.json);
    expect(parsed.success, `${operationId}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
  }
  const body = example ? example(res) : res.json;
  recorded[operationId] = { ...(init.body !== undefined ? { request: init.body } : {}), ...(body !== undefined ? { response: body } : {}) };
  walked.add(operationId);
  return res;
}

/** A file answer as its signature (`%PDF-1.7`, `PK`), marked as cut: the bytes themselves say nothing in a document. */
export const signature = (length: number) => (res: Answer) => `${res.text.slice(0, length)}…`;
/** A CSV answer as its header and first lines. */
export const firstLines = (count: number) => (res: Answer) => res.text.replace(/^\uFEFF/, '').split(/\r?\n/).slice(0, count).join('\n');

/** Examples short enough to read: one element per list, long texts cut, the test host as an example host. */
export function compact(value: unknown): unknown {
  const text = JSON.stringify(value, (_key, v: unknown) => (Array.isArray(v) ? v.slice(0, 1) : typeof v === 'string' && v.length > 240 ? `${v.slice(0, 240)}…` : v));
  return JSON.parse(text.replaceAll('http://localhost:3000', 'https://reprise.example'));
}
