// The back office's catalogue calls as the admin's page sends them (docs/back-office.md#catalogue-editor),
// for the benchmarks that publish before they measure (bench:catalogue, bench:catalogue-publish).

export type SubService = { id: string; identifier: string; subCategoryId: string; position: number; price: Record<string, number>; [k: string]: unknown };
export type Draft = { version: number; document: { subServices: SubService[]; categories: unknown[]; attributeGroups: unknown[] } };
export type AdminCall = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;

export const DRAFT_PATH = '/api/sip/admin/catalogue/draft';

/** Signs in as the demo admin; a JSON (or CSV, for a string body) call with its bearer token. */
export async function adminClient(base: string): Promise<{ call: AdminCall; auth: Record<string, string> }> {
  const login = await fetch(`${base}/api/sip/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@reprise.demo', password: 'demo-admin-reprise' }) });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const auth = { authorization: `Bearer ${((await login.json()) as { session: { token: string } }).session.token}` };
  const call: AdminCall = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${base}${path}`, { method, headers: { ...auth, ...(typeof body === 'string' ? { 'content-type': 'text/csv' } : { 'content-type': 'application/json' }), ...headers }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${(await res.text()).slice(0, 500)}`);
    return (await res.json()) as T;
  };
  return { call, auth };
}

/** Publishes the draft as it is (POST …/draft/publish under If-Match); its time and the changes it made. */
export async function timedPublish(call: AdminCall, draft: Draft, note: string): Promise<{ ms: number; changes: number }> {
  const started = performance.now();
  const made = await call<{ version: number; changeCount: number }>('POST', `${DRAFT_PATH}/publish`, { note }, { 'if-match': `"${draft.version}"` });
  return { ms: performance.now() - started, changes: made.changeCount };
}

/** Every price of the sub-services `pick` chooses raised by 0.10, saved to the draft and published as one version. */
export async function publishPriceRaise(call: AdminCall, pick: (s: SubService) => boolean, note: string): Promise<{ ms: number; changes: number }> {
  const draft = await call<Draft>('GET', DRAFT_PATH);
  const edits = draft.document.subServices.filter(pick).slice(0, 200).map((s) => ({ kind: 'subService', subService: { ...s, price: Object.fromEntries(Object.entries(s.price).map(([c, v]) => [c, v + 10])) } }));
  if (!edits.length) throw new Error('no sub-service to change');
  const saved = await call<Draft>('PATCH', DRAFT_PATH, { edits }, { 'if-match': `"${draft.version}"` });
  return timedPublish(call, saved, note);
}

/** Waits until `url` answers with another ETag than `before` (a published version served), up to `ms`. */
export async function untilEtagChanges(url: string, headers: Record<string, string>, before: string | null, ms = 15_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.headers.get('etag') !== before) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`${url} still answers ${before} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
