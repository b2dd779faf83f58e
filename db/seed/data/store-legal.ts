import type { Address, Locale } from '@/lib/schemas/common';
import { STORE_FR_ONLINE, STORE_LONDON, STORE_NEW_YORK, STORE_PARIS } from './stores';

/**
 * The demo stores' legal identity as printed on invoices (fictitious numbers of the right
 * shapes: SIRET and intra-EU VAT in France, Companies House and GB VAT, EIN in the US), and
 * their invoicing settings (docs/invoices.md#contents).
 */
export type SeedStoreLegal = {
  store: string;
  legalName: string;
  companyNumber: string;
  vatNumber: string;
  legalAddress: Address;
  legalForm: string;
  /** The printed capital and register are derived from these (lib/schemas/store-legal.ts printedMentions). */
  shareCapitalMinor: number | null;
  shareCapitalCurrency: string | null;
  rcsCity: string;
  /** Printed when there is no RCS registry city. */
  otherRegister: string;
  invoiceLanguage: Locale;
  invoiceCode: string;
  zeroInvoiceForWarranty: boolean;
};

const REPRISE_FR_SEAT: Address = { address: '42 rue de Paradis', secondAddress: '', city: 'Paris', state: 'Île-de-France', zipCode: '75010', country: 'FR', deliveryNotes: '' };

export const storeLegal: SeedStoreLegal[] = [
  { store: STORE_PARIS, legalName: 'Reprise France SAS', companyNumber: 'SIRET 912 345 678 00021', vatNumber: 'FR 40 912345678', legalAddress: REPRISE_FR_SEAT, legalForm: 'SAS', shareCapitalMinor: 5_000_000, shareCapitalCurrency: 'EUR', rcsCity: 'Paris', otherRegister: '', invoiceLanguage: 'fr', invoiceCode: 'PAR', zeroInvoiceForWarranty: true },
  { store: STORE_FR_ONLINE, legalName: 'Reprise France SAS', companyNumber: 'SIRET 912 345 678 00013', vatNumber: 'FR 40 912345678', legalAddress: REPRISE_FR_SEAT, legalForm: 'SAS', shareCapitalMinor: 5_000_000, shareCapitalCurrency: 'EUR', rcsCity: 'Paris', otherRegister: '', invoiceLanguage: 'fr', invoiceCode: 'WEB', zeroInvoiceForWarranty: false },
  {
    store: STORE_LONDON,
    legalName: 'Reprise UK Ltd',
    companyNumber: 'Company No. 14567890',
    vatNumber: 'GB 123 4567 89',
    legalAddress: { address: '27 Floral Street', secondAddress: '', city: 'London', state: '', zipCode: 'WC2E 9DP', country: 'GB', deliveryNotes: '' },
    legalForm: 'Private company limited by shares',
    otherRegister: 'Registered in England and Wales',
    shareCapitalMinor: null,
    shareCapitalCurrency: null,
    rcsCity: '',
    invoiceLanguage: 'en',
    invoiceCode: 'LON',
    zeroInvoiceForWarranty: false,
  },
  {
    store: STORE_NEW_YORK,
    legalName: 'Reprise USA Inc.',
    companyNumber: 'EIN 12-3456789',
    vatNumber: '',
    legalAddress: { address: '120 Greene Street', secondAddress: '', city: 'New York', state: 'NY', zipCode: '10012', country: 'US', deliveryNotes: '' },
    legalForm: 'Delaware corporation',
    otherRegister: '',
    shareCapitalMinor: null,
    shareCapitalCurrency: null,
    rcsCity: '',
    invoiceLanguage: 'en',
    invoiceCode: 'NYC',
    zeroInvoiceForWarranty: false,
  },
];
