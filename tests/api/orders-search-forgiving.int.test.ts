import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminOrdersRoute from '@/app/api/sip/admin/orders/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as exportRoute from '@/app/api/sip/orders/export/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { parseCsv } from '@/lib/admin/csv';
import { OrderSchema } from '@/lib/schemas/orders';
import { bearer, CUSTOMER, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { signUp } from '../helpers/accounts';
import { editContact } from '../helpers/counter';
import { getDb } from '@/db/client';
import { executedRows } from '@/db/executed-rows';

// The search that forgives typos (issue 35, docs/counter.md#forgiving-search): a word typed a
// letter or two wrong finds the name through pg_trgm's word similarity, but only when the
// query as typed finds nothing, so exact matches are never drowned by similar ones.
type Headers = Record<string, string>;
const word = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
/** A word of the customer's given name, unique to this run, so other tests' orders never answer. */
const tag = word();
const other = word();
let paris: Headers;
let london: Headers;
const placed: Record<'muller' | 'lefebvre' | 'nunez' | 'nunes' | 'muller2', string> = {} as never;

const PASSWORD = 'a fine long passphrase';

async function book(customer: Partial<typeof CUSTOMER>) {
  return (await bookAs(customer)).id;
}

/** An order of a customer of their own (the account's headers, to erase it). */
async function bookAs(customer: Partial<typeof CUSTOMER>) {
  const signup = await signUp({ body: { email: `s-${crypto.randomUUID()}@example.com`, password: PASSWORD, givenName: 'A', familyName: 'B' } });
  const headers = { authorization: `Bearer ${signup.json.session.token}` };
  const { id } = await readyCart({ headers, customer: { ...CUSTOMER, email: `f-${crypto.randomUUID()}@example.com`, ...customer } });
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id }, headers });
  if (res.status !== 201) throw new Error(res.text);
  return { id: OrderSchema.parse(res.json).id, headers };
}

beforeAll(async () => {
  [paris, london] = [await bearer('staff.paris@reprise.demo', 'demo-staff-paris'), await bearer('staff.london@reprise.demo', 'demo-staff-london')];
  placed.muller = await book({ givenName: `Anna ${tag}`, familyName: 'Müller' });
  placed.muller2 = await book({ givenName: `Jonas ${tag}`, familyName: 'Muller' });
  placed.lefebvre = await book({ givenName: `Marc ${tag}`, familyName: 'Lefebvre' });
  placed.nunez = await book({ givenName: `Inés ${tag}`, familyName: 'Nunez' });
  // Another run of customers: "Nunes" here is spelled Nuñes, found as typed.
  placed.nunes = await book({ givenName: `Rui ${other}`, familyName: 'Nuñes' });
  await book({ givenName: `Tiago ${other}`, familyName: 'Nunez' });
}, 180_000);

async function found(q: string, headers: Headers = paris, extra = ''): Promise<{ ids: string[]; link: string | null }> {
  const res = await call(ordersRoute.GET, `/api/sip/orders?limit=200&q=${encodeURIComponent(q)}${extra}`, { headers });
  expect(res.status, res.text).toBe(200);
  return { ids: res.json.map((o: { id: string }) => o.id), link: res.headers.get('link') };
}
const ids = async (q: string, headers?: Headers) => (await found(q, headers)).ids;

describe('search that forgives', () => {
  it('finds a name typed a letter wrong, with or without its accents', async () => {
    expect((await ids(`Lefebre ${tag}`)).sort()).toEqual([placed.lefebvre]);
    expect((await ids(`Muler ${tag}`)).sort()).toEqual([placed.muller, placed.muller2].sort());
    expect(await ids(`LEFÈBRE ${tag}`)).toEqual([placed.lefebvre]);
    expect(await ids(`Nunes ${tag}`)).toEqual([placed.nunez]);
  });

  it('shows what matches as typed only: similar names come after, never instead', async () => {
    // Nuñes folds to "nunes": found as typed, so the Nunez of the same run is not added.
    expect(await ids(`Nunes ${other}`)).toEqual([placed.nunes]);
    expect(await ids(`Müller ${tag}`)).toHaveLength(2);
  });

  it('forgives a letter or two, not another name', async () => {
    expect(await ids(`Dupont ${tag}`)).toEqual([]);
    expect(await ids(`Mayer ${tag}`)).toEqual([]);
    // A missing letter in a long name is under the 0.6 threshold (pg_trgm’s default): "lefbvre" 0.55.
    expect(await ids(`lefbvre ${tag}`)).toEqual([]);
    // Every word must be similar: the tag itself is not forgiven into the other run's.
    expect(await ids(`Nunes ${tag.slice(0, 3)}zzzz`)).not.toContain(placed.nunez);
  });

  it('stays within scope, and holds on the admin table, its next page and the export', async () => {
    expect(await ids(`Muler ${tag}`, london)).toEqual([]);
    const first = await call(adminOrdersRoute.GET, `/api/sip/admin/orders?limit=1&q=${encodeURIComponent(`Muler ${tag}`)}`, { headers: paris });
    expect(first.status, first.text).toBe(200);
    expect(first.json.total).toBe(2);
    expect(first.json.orders).toHaveLength(1);
    const next = await call(adminOrdersRoute.GET, `/api/sip/admin/orders?limit=1&q=${encodeURIComponent(`Muler ${tag}`)}&cursor=${first.json.nextCursor}`, { headers: paris });
    expect(next.json.orders).toHaveLength(1);
    expect([first.json.orders[0].id, next.json.orders[0].id].sort()).toEqual([placed.muller, placed.muller2].sort());
    expect(next.json.nextCursor).toBeNull();
    // The public list's next page too (Link rel="next").
    const page = await found(`Muler ${tag}`, paris, '');
    const one = await call(ordersRoute.GET, `/api/sip/orders?limit=1&q=${encodeURIComponent(`Muler ${tag}`)}`, { headers: paris });
    const cursor = /cursor=([\w-]+)>; rel="next"/.exec(one.headers.get('link') ?? '')?.[1];
    expect(cursor).toBeTruthy();
    const two = await call(ordersRoute.GET, `/api/sip/orders?limit=1&q=${encodeURIComponent(`Muler ${tag}`)}&cursor=${cursor}`, { headers: paris });
    expect([one.json[0].id, two.json[0].id]).toEqual(page.ids);
    const csv = await call(exportRoute.GET, `/api/sip/orders/export?q=${encodeURIComponent(`Lefebre ${tag}`)}`, { headers: paris });
    const [, ...rows] = parseCsv(csv.text);
    expect(rows.map((r) => r.at(-1))).toEqual([placed.lefebvre]);
  });
});

/** Which of these words the table of name words holds (order_search_words, docs/counter.md#forgiving-search). */
async function held(...words: string[]): Promise<string[]> {
  const db = await getDb();
  const rows = executedRows<{ word: string }>(await db.execute(sql`select word from order_search_words where word in (${sql.join(words.map((w) => sql`${w}`), sql`, `)}) order by word`));
  return rows.map((r) => r.word);
}

describe('the table of name words a typo is compared with', () => {
  it('follows bookings, contact edits and erasures: a word no order’s name carries any more is gone', async () => {
    const [first, second, shared, renamed] = [word(), word(), word(), word()];
    // Folded like the search text: "Zé…" is held as "ze…"; words under three characters are not held.
    const kept = await bookAs({ givenName: `Ab ${shared}`, familyName: `Zé${first}` });
    const erased = await bookAs({ givenName: `Ab ${shared}`, familyName: `Zé${second}` });
    expect(await held(`ze${first}`, `ze${second}`, shared, 'ab')).toEqual([shared, `ze${first}`, `ze${second}`].sort());
    // A typo of the new word finds its order through the table (a letter changed: "…q" for its last).
    expect(await ids(`ze${first.slice(0, -1)}${first.at(-1) === 'q' ? 'x' : 'q'} ${shared}`, paris)).toEqual([kept.id]);

    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const edited = await editContact(kept.id, admin, { familyName: `Zé${renamed}` });
    expect(edited.status, edited.text).toBe(200);
    expect(await held(`ze${first}`, `ze${renamed}`)).toEqual([`ze${renamed}`]);
    expect(await ids(`ze${renamed.slice(0, -1)}${renamed.at(-1) === 'q' ? 'x' : 'q'} ${shared}`, paris)).toEqual([kept.id]);

    // Erasure (docs/decisions.md#data-rights): the erased name's own word goes; the word another
    // order's name still carries stays.
    const gone = await call(meRoute.DELETE, '/api/sip/auth/me', { method: 'DELETE', body: { password: PASSWORD }, headers: erased.headers });
    expect(gone.status, gone.text).toBe(204);
    expect(await held(`ze${second}`, shared)).toEqual([shared]);
  });
});
