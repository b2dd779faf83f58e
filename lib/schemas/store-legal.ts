import * as z from 'zod';
import { AddressSchema, LocaleSchema } from './common';

/**
 * A store's legal entity as the back office edits it (docs/invoices.md#mentions,
 * docs/back-office.md#legal-entity): what French law asks a B2C invoice to print about its seller
 * (Code de commerce R123-237, CGI annex II art. 242 nonies A), and the store's invoicing settings.
 * The share capital is an amount and its currency, the RCS a registry city beside the SIREN of the
 * company number; `printedMentions` turns them into the words invoices print.
 */

const ShareCapitalSchema = z
  .object({
    amount: z.number().positive().max(1e11).multipleOf(0.01).meta({ description: 'In major units, as other amounts on the wire.' }),
    currency: z.string().regex(/^[A-Z]{3}$/).meta({ description: 'ISO 4217, e.g. EUR.' }),
  })
  .meta({ id: 'ShareCapital' });

const fields = {
  legalName: z.string().trim().min(1).max(200).meta({ description: 'The company name, e.g. "Reprise France SAS".' }),
  legalForm: z.string().trim().max(100).default('').meta({ description: 'SAS, SARL, Ltd, Inc.… Required for a French entity.' }),
  shareCapital: ShareCapitalSchema.nullable().default(null).meta({ description: 'Required for a French company (not for an individual entrepreneur: EI, EIRL); null where the law asks none.' }),
  rcsCity: z.string().trim().max(100).default('').meta({ description: 'The city of the RCS registry: invoices print "RCS <city> <SIREN>".' }),
  otherRegister: z.string().trim().max(200).default('').meta({ description: 'Printed instead when there is no RCS registration: "RM 75", "Registered in England and Wales"…' }),
  companyNumber: z.string().trim().min(1).max(100).meta({ description: 'SIRET or SIREN in France (14 or 9 digits, an optional "SIRET" before them), the registration number elsewhere, as printed.' }),
  vatNumber: z.string().trim().max(40).default('').meta({ description: 'Intra-EU VAT number; for a French entity FR, a 2-character key, then the SIREN.' }),
  legalAddress: AddressSchema.meta({ description: 'The registered office.' }),
  invoiceLanguage: LocaleSchema.meta({ description: 'Invoices are issued in it, with the customer’s language beside when different.' }),
  zeroInvoiceForWarranty: z.boolean().default(false),
  invoiceCode: z.string().regex(/^[A-Z0-9]{3}$/).meta({ description: 'Three letters or digits in the invoice numbers (F-2026-PAR-000123); fixed once the store has issued an invoice.' }),
};

export const StoreLegalBodySchema = z.object(fields).meta({ id: 'StoreLegalBody' });

export const StoreLegalSchema = z
  .object({
    storeId: z.string(),
    ...fields,
    legalForm: z.string(),
    shareCapital: ShareCapitalSchema.nullable(),
    rcsCity: z.string(),
    otherRegister: z.string(),
    vatNumber: z.string(),
    zeroInvoiceForWarranty: z.boolean(),
    printed: z.object({ shareCapital: z.string(), registration: z.string() }).meta({ description: 'What the next invoices print for the capital and the register. Issued invoices keep what they printed.' }),
    version: z.number().int(),
  })
  .meta({ id: 'StoreLegal' });

export type StoreLegalBody = z.output<typeof StoreLegalBodySchema>;
export type StoreLegal = z.output<typeof StoreLegalSchema>;

/** The digits of a company number: "SIRET 912 345 678 00021" → "91234567800021". */
export const companyDigits = (companyNumber: string) => companyNumber.replace(/[^0-9]/g, '');

/** The SIREN (9 digits) of a SIRET or SIREN, grouped as printed: "912 345 678"; null when it is neither. */
export function sirenOf(companyNumber: string): string | null {
  const digits = companyDigits(companyNumber);
  if (digits.length !== 9 && digits.length !== 14) return null;
  return digits.slice(0, 9).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');
}

/**
 * The printed capital and register. Spaces are plain: the seed's and the PDF's own text
 * ("50 000 €") and pdftotext read them back alike. The capital has no cents when whole.
 */
export function printedMentions(legal: { shareCapitalMinor: number | null; shareCapitalCurrency: string | null; rcsCity: string; otherRegister: string; companyNumber: string; invoiceLanguage: string }) {
  let shareCapital = '';
  if (legal.shareCapitalMinor !== null && legal.shareCapitalCurrency) {
    const whole = legal.shareCapitalMinor % 100 === 0;
    shareCapital = new Intl.NumberFormat(legal.invoiceLanguage, { style: 'currency', currency: legal.shareCapitalCurrency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })
      .format(legal.shareCapitalMinor / 100)
      .replace(/[\u00a0\u202f]/g, ' ');
  }
  const siren = sirenOf(legal.companyNumber);
  const registration = legal.rcsCity ? `RCS ${legal.rcsCity}${siren ? ` ${siren}` : ''}` : legal.otherRegister;
  return { shareCapital, registration };
}

/** Individual entrepreneurs have no share capital (Code de commerce R123-237 asks it of companies). */
export const isIndividualEntrepreneur = (legalForm: string) => /^(EI|EIRL|entrepreneur individuel|micro-entrepreneur|auto-entrepreneur)\b/i.test(legalForm.trim());

/** A French VAT number: FR, a 2-character key, the SIREN (spaces ignored). */
export const frenchVatMatches = (vatNumber: string, companyNumber: string) => {
  const m = /^FR([0-9A-Z]{2})(\d{9})$/.exec(vatNumber.replace(/\s/g, '').toUpperCase());
  return Boolean(m && m[2] === companyDigits(companyNumber).slice(0, 9));
};

export type LegalErrorKey = 'legalFormRequired' | 'shareCapitalRequired' | 'siret' | 'registerRequired' | 'vatNumber' | 'invoiceCodeTaken' | 'invoiceCodeLocked';

/**
 * What the schema cannot say alone, for a French entity (docs/invoices.md#mentions): a legal form,
 * a share capital (a company's), a SIREN or SIRET, a register (RCS city or another), and an intra-EU
 * VAT number built on that SIREN. Every problem is reported at once, on its field. Pure: the back
 * office's PUT (lib/places/legal.ts) and the catalogue import (lib/catalogue/import) both check with it.
 */
export function legalEntityProblems(body: StoreLegalBody): { path: string; key: LegalErrorKey }[] {
  if (body.legalAddress.country !== 'FR') return [];
  const problems: { path: string; key: LegalErrorKey }[] = [];
  if (!body.legalForm) problems.push({ path: 'legalForm', key: 'legalFormRequired' });
  if (!body.shareCapital && body.legalForm && !isIndividualEntrepreneur(body.legalForm)) problems.push({ path: 'shareCapital', key: 'shareCapitalRequired' });
  if (!sirenOf(body.companyNumber)) problems.push({ path: 'companyNumber', key: 'siret' });
  if (!body.rcsCity && !body.otherRegister) problems.push({ path: 'rcsCity', key: 'registerRequired' });
  if (!frenchVatMatches(body.vatNumber, body.companyNumber)) problems.push({ path: 'vatNumber', key: 'vatNumber' });
  return problems;
}
