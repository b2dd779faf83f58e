/**
 * No missing text (issue #35.1, docs/decisions.md#messages): every message key the source uses
 * — literal, or built from an enumeration's values (payment methods, statuses, delivery kinds,
 * booking types, CSV codes…) — exists in all four locales, and the four files hold the same keys.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usedMessageKeys } from '@/tests/helpers/message-keys';

type Tree = { [key: string]: string | Tree };
const LOCALES = ['fr', 'en', 'de', 'es'] as const;
const load = (locale: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8')) as Tree;
const messages = Object.fromEntries(LOCALES.map((l) => [l, load(l)]));

const at = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Tree)[k] : undefined), tree);

function* leaves(tree: Tree, prefix = ''): Generator<string> {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') yield prefix + k;
    else yield* leaves(v, `${prefix}${k}.`);
  }
}

describe('message keys', () => {
  const found = usedMessageKeys();

  it('finds the uses, including each value of an enumeration', () => {
    // The invoice's payment line: one key per way of paying, from the type of InvoicePayment.method.
    const invoiceMethods = found.uses.filter((u) => u.file === 'lib/invoices/pdf.ts' && u.key.startsWith('Invoices.methods.')).map((u) => u.key);
    expect(new Set(invoiceMethods)).toEqual(
      new Set(['card_terminal', 'cash', 'bank_transfer', 'voucher', 'card', 'card_online', 'pay_at_drop_off', 'pay_on_collection', 'none'].map((m) => `Invoices.methods.${m}`)),
    );
    expect(found.uses.length).toBeGreaterThan(1000);
  });

  it('every key used exists in every locale', () => {
    const missing = found.uses.flatMap((u) => LOCALES.filter((l) => typeof at(messages[l]!, u.key) !== 'string').map((l) => `${l}: ${u.key} (${u.file}:${u.line})`));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('no key is built from a value the checker cannot enumerate (type it as the enumeration it is)', () => {
    expect(found.dynamic.map((d) => `${d.file}:${d.line} ${d.key}`)).toEqual([]);
  });

  it('the four locales hold the same keys', () => {
    const keys = (l: string) => [...leaves(messages[l]!)].sort();
    for (const l of LOCALES) expect({ locale: l, keys: keys(l) }).toEqual({ locale: l, keys: keys('en') });
  });
}, 180_000);
