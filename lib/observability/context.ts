import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one API request carries through its async calls: its id (the id of its log line and of any
 * problem's `instance`, docs/operations.md#request-id) and who called, once the handler knows.
 */
export type RequestScope = { id: string; principal: PrincipalKind; inputs?: string[]; params?: Record<string, string | string[]> };

/** The kind of caller, never who: a log line names no account (docs/operations.md#logs). */
export type PrincipalKind = 'anonymous' | 'customer' | 'staff' | 'admin' | 'api_key' | (string & {});

// On globalThis: Next may load this module twice (route bundles and instrumentation), one store.
const globalForScope = globalThis as unknown as { __repriseRequestScope?: AsyncLocalStorage<RequestScope> };
const storage = (globalForScope.__repriseRequestScope ??= new AsyncLocalStorage<RequestScope>());

export function runInRequestScope<T>(scope: RequestScope, run: () => T): T {
  return storage.run(scope, run);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** The running request's id, if any (a problem's `instance` is `urn:uuid:` + this id). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.id;
}
