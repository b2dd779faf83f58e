import type { Address, Currency, Locale, MinorCurrencyMap, TranslatedString } from '@/lib/schemas/common';
import type { AttributeType } from '@/lib/attributes/types';
import type { CommissionContract, FeeRule, OpeningHours, PaymentMethodName, Shipment, SlotRule } from '@/db/schema/catalogue';

/**
 * A whole catalogue as plain data, as the import writes it (lib/catalogue/import reads and checks
 * the files into this shape; docs/back-office.md#catalogue-import). Everything is referenced by
 * `identifier` (a stable slug); database ids are derived from identifiers, so importing again
 * updates rows in place instead of duplicating them.
 * Money is in integer minor units (1450 = 14.50) for every currency.
 */
/** A price per currency sold in (a brand may sell in one currency only). */
export type Prices = MinorCurrencyMap;

export type ImportAttribute = {
  identifier: string;
  type: AttributeType;
  label: TranslatedString;
  helperLabel: TranslatedString;
  isRequired?: boolean;
  metadata?: {
    maxLength?: number;
    min?: number;
    max?: number;
    options?: { value: string; label: TranslatedString }[];
    accept?: string[];
  };
  /** Shown only while the parent attribute (same group) has one of these values. */
  parent?: { identifier: string; values: string[] };
};

export type ImportAttributeGroup = {
  identifier: string;
  name: TranslatedString;
  description: TranslatedString;
  attributes: ImportAttribute[];
};

export type ImportSubCategory = {
  identifier: string;
  name: TranslatedString;
  /** Path under /public, e.g. /images/categories/dresses.svg */
  image: string;
  /** Identifier of the item attribute group. */
  attributeGroup?: string;
};

export type ImportCategory = {
  identifier: string;
  name: TranslatedString;
  image: string;
  tags: string[];
  subCategories: ImportSubCategory[];
};

export type ImportProvider = {
  name: string;
  displayName: string;
  imageUrl: string;
  repairFundLabelled: boolean;
  /** Shown when the customer chooses between ateliers. */
  story?: TranslatedString;
  rating?: { average: number; count: number };
  /** Countries served; zipPrefixes narrows a country (absent = whole country). */
  areas: { country: string; zipPrefixes?: string[] }[];
  /** Identifiers of the stores that sell this provider's services. */
  stores: string[];
  /** Where parcels go (shipping labels' destination). */
  address?: Address;
};

export type ImportStore = {
  identifier: string;
  name: string;
  email: string;
  phone: string;
  address: Address;
  country: string;
  currency: Currency;
  language: Locale;
  onlineStore: boolean;
  vatRateBp: number;
  serviceFee: FeeRule;
  commissionContract: CommissionContract;
  /** IANA time zone, e.g. Europe/London. */
  timeZone: string;
  openingHours: OpeningHours;
  /** Its legal entity as invoices print it (docs/invoices.md#mentions). */
  legal?: ImportStoreLegal;
};

/** The printed capital and register are derived from these (lib/schemas/store-legal.ts printedMentions). */
export type ImportStoreLegal = {
  legalName: string;
  companyNumber: string;
  vatNumber: string;
  legalAddress: Address;
  legalForm: string;
  shareCapitalMinor: number | null;
  shareCapitalCurrency: string | null;
  rcsCity: string;
  /** Printed when there is no RCS registry city. */
  otherRegister: string;
  invoiceLanguage: Locale;
  invoiceCode: string;
  zeroInvoiceForWarranty: boolean;
};

/** The Refashion barème: one discount offer per entry, amount in EUR. */
export type ImportRepairFundEntry = { key: string; name: string; amountEur: number };

export type ImportDiscountOffer = {
  identifier: string;
  name: string;
  type: 'fixed' | 'percentage';
  percentage?: number;
  fixedAmount?: Prices;
};

export type ImportSubService = {
  identifier: string;
  name: TranslatedString;
  description: TranslatedString;
  kind: 'repair' | 'alteration';
  price: Prices;
  /** Defaults to price; higher when a sale price applies. */
  originalPrice?: Prices;
  leadTimeDays: number;
  canBeMultiple?: boolean;
  /** Identifier of the service attribute group. */
  attributeGroup?: string;
  /** Barème key when the repair is Bonus Réparation eligible. */
  repairFund?: string;
  /** Identifiers of other discount offers. */
  offers?: string[];
  imageUrl?: string;
};

export type ImportService = { provider: string; subCategory: string; subServices: ImportSubService[] };

export type ImportLogisticOption = {
  name: string;
  kind: 'postal_label' | 'home_pickup' | 'store_drop_off';
  displayName: TranslatedString;
  instructions: TranslatedString;
  price: Prices;
  onwardTransitDays: number;
  returnTransitDays: number;
  shipments: Shipment[];
  tags: string[];
  countries: string[];
  provider?: string;
  store?: string;
  storeOnly?: boolean;
  paymentMethods: PaymentMethodName[];
  slots?: SlotRule;
};

export type ImportDiscountCode = {
  code: string;
  type: 'fixed' | 'percentage';
  percentage?: number;
  fixedAmount?: Prices;
  store?: string;
  maxUses?: number;
};

export type ImportCatalogue = {
  stores: ImportStore[];
  providers: ImportProvider[];
  attributeGroups: ImportAttributeGroup[];
  categories: ImportCategory[];
  repairFund: ImportRepairFundEntry[];
  discountOffers: ImportDiscountOffer[];
  services: ImportService[];
  logisticOptions: ImportLogisticOption[];
  discountCodes: ImportDiscountCode[];
};
