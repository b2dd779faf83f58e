import type { Address, Currency, Locale, TranslatedString } from '@/lib/schemas/common';
import type { AttributeType } from '@/lib/attributes/types';
import type { CommissionContract, FeeRule, OpeningHours, PaymentMethodName, Shipment, SlotRule } from '@/db/schema/catalogue';

/**
 * The demo catalogue as plain data. Everything is referenced by `identifier`
 * (a stable slug); database ids are derived from identifiers, so re-seeding
 * updates rows in place instead of duplicating them.
 * Money is in integer minor units (1450 = 14.50) for every currency.
 */
export type Prices = Record<Currency, number>;

export type SeedAttribute = {
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

export type SeedAttributeGroup = {
  identifier: string;
  name: TranslatedString;
  description: TranslatedString;
  attributes: SeedAttribute[];
};

export type SeedSubCategory = {
  identifier: string;
  name: TranslatedString;
  /** Path under /public, e.g. /images/categories/dresses.svg */
  image: string;
  /** Identifier of the item attribute group. */
  attributeGroup?: string;
};

export type SeedCategory = {
  identifier: string;
  name: TranslatedString;
  image: string;
  tags: string[];
  subCategories: SeedSubCategory[];
};

export type SeedProvider = {
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

export type SeedStore = {
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
};

/** The Refashion barème: one discount offer per entry, amount in EUR. */
export type SeedRepairFundEntry = { key: string; name: string; amountEur: number };

export type SeedDiscountOffer = {
  identifier: string;
  name: string;
  type: 'fixed' | 'percentage';
  percentage?: number;
  fixedAmount?: Partial<Prices>;
};

export type SeedSubService = {
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

export type SeedService = { provider: string; subCategory: string; subServices: SeedSubService[] };

export type SeedLogisticOption = {
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

export type SeedDiscountCode = {
  code: string;
  type: 'fixed' | 'percentage';
  percentage?: number;
  fixedAmount?: Partial<Prices>;
  store?: string;
  maxUses?: number;
};

export type SeedCatalogue = {
  stores: SeedStore[];
  providers: SeedProvider[];
  attributeGroups: SeedAttributeGroup[];
  categories: SeedCategory[];
  repairFund: SeedRepairFundEntry[];
  discountOffers: SeedDiscountOffer[];
  services: SeedService[];
  logisticOptions: SeedLogisticOption[];
  discountCodes: SeedDiscountCode[];
};
