import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Address, Locale } from '@/lib/schemas/common';
import type { InvoiceBody } from './invoice-json';
import { accounts } from './accounts';
import { providers, stores } from './catalogue';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A store's legal identity as printed on its invoices, and its invoicing settings. A table of
 * its own (not columns on stores) so the store's public address and hours evolve separately.
 */
export const storeLegal = pgTable('store_legal', {
  storeId: text('store_id').primaryKey().references(() => stores.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  /** SIREN/SIRET, Companies House number, EIN… as the country writes it. */
  companyNumber: text('company_number').notNull(),
  vatNumber: text('vat_number').notNull(),
  legalAddress: jsonb('legal_address').$type<Address>().notNull(),
  /** Printed with the capital on every invoice (docs/invoices.md#mentions): "SAS", "Ltd", "Inc."… */
  legalForm: text('legal_form').notNull().default(''),
  /** Share capital as printed, currency included ("50 000 €"); empty where the law asks none. */
  shareCapital: text('share_capital').notNull().default(''),
  /** The trade register and its city, as printed: "RCS Paris 912 345 678", "Registered in England and Wales". */
  registration: text('registration').notNull().default(''),
  /**
   * What the back office edits (docs/invoices.md#mentions): the share capital as an amount and its
   * currency, the city of the RCS registry. `share_capital` and `registration` above stay the
   * printed forms, rewritten from these on every edit (lib/places/legal.ts), so issuing reads them as before.
   */
  shareCapitalMinor: bigint('share_capital_minor', { mode: 'number' }),
  shareCapitalCurrency: text('share_capital_currency'),
  rcsCity: text('rcs_city').notNull().default(''),
  /** If-Match on the legal entity's edits (412 `stale_record`). */
  version: integer('version').notNull().default(1),
  /** The seller's language: invoices are issued in it, with the customer's beside when different. */
  invoiceLanguage: text('invoice_language').$type<Locale>().notNull().default('fr'),
  /** Three letters in the invoice number: F-2026-PAR-000123. */
  invoiceCode: text('invoice_code').notNull().unique(),
  /** Warranty orders cost nothing: issue a zero invoice for them only when the store asks. */
  zeroInvoiceForWarranty: boolean('zero_invoice_for_warranty').notNull().default(false),
});

/** docs/invoices.md#numbering: one counter per store, year and series (F invoices, A credit notes). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    storeId: text('store_id').notNull().references(() => stores.id),
    year: integer('year').notNull(),
    series: text('series').$type<InvoiceKind>().notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.year, t.series] })],
);

export type InvoiceKind = 'invoice' | 'credit_note';

/** Issued invoices and credit notes: inserted once, never updated nor deleted (a trigger refuses both). */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    storeId: text('store_id').notNull().references(() => stores.id),
    orderId: text('order_id').notNull().references(() => orders.id),
    providerId: text('provider_id').notNull().references(() => providers.id),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: ts('issued_at').notNull(),
    /** A credit note names the invoice it cancels. */
    creditsInvoiceId: text('credits_invoice_id'),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    bonusMinor: integer('bonus_minor').notNull(),
    /** Everything printed, frozen at issue. */
    body: jsonb('body').$type<InvoiceBody>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_store_year_series_seq_uq').on(t.storeId, t.year, t.kind, t.sequence),
    uniqueIndex('invoices_credits_uq').on(t.creditsInvoiceId),
    index('invoices_order_idx').on(t.orderId, t.issuedAt),
    index('invoices_provider_issued_idx').on(t.providerId, t.issuedAt),
  ],
);

export type ClaimStatus = 'to_file' | 'filed' | 'paid' | 'refused';

/** docs/bonus-reparation-claims.md: one row per Bonus Réparation line of an issued invoice, with its claim status. */
export const bonusClaims = pgTable(
  'bonus_claims',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id').notNull().references(() => invoices.id),
    line: integer('line').notNull(),
    providerId: text('provider_id').notNull().references(() => providers.id),
    storeId: text('store_id').notNull().references(() => stores.id),
    status: text('status').$type<ClaimStatus>().notNull().default('to_file'),
    note: text('note').notNull().default(''),
    changedAt: ts('changed_at').notNull().defaultNow(),
    changedBy: text('changed_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('bonus_claims_invoice_line_uq').on(t.invoiceId, t.line), index('bonus_claims_provider_idx').on(t.providerId)],
);
