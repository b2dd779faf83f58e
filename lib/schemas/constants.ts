// The enumerations of the contract, without zod: the browser reads them on first render.
export const LOCALES = ['fr', 'en', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const CURRENCIES = ['EUR', 'GBP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const BOOKING_TYPES = ['paid', 'warranty'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
/**
 * An order's statuses, in the order a repair goes through them: the one list from which the
 * database column's type, the zod enum and the status machine (lib/orders/status.ts) derive.
 */
/**
 * Every role, in one place (docs/atelier.md#role): customers, store staff, admins, and the
 * atelier (a repair provider's bench, bound to one provider). The accounts table, the wire
 * schemas, invitations and the CLI take their lists from here.
 */
export const ROLES = ['customer', 'staff', 'admin', 'atelier'] as const;
export type Role = (typeof ROLES)[number];

/** What a bench photo of an order shows (docs/atelier.md#photos): the garment as it came in, a problem found, the result. */
export const PROVIDER_UPLOAD_TAGS = ['intake', 'issue', 'after_repair'] as const;
export type ProviderUploadTag = (typeof PROVIDER_UPLOAD_TAGS)[number];

/**
 * Who besides the atelier is paid from an order's commission split (docs/atelier.md#payee-statements):
 * the `operator` and `partner` fees of `comissions`, each paid to the payee the store names for it.
 */
export const PAYEE_ROLES = ['operator', 'partner'] as const;
export type PayeeRole = (typeof PAYEE_ROLES)[number];

/**
 * What a customer may ask of the store and the atelier on an order's thread (docs/atelier.md#messages):
 * more work, a call before going on, a cancellation, anything else. Each is open until answered.
 */
export const ORDER_REQUEST_KINDS = ['add_work', 'call_before', 'cancel', 'other'] as const;
export type OrderRequestKind = (typeof ORDER_REQUEST_KINDS)[number];
/** A thread message's length limit, in characters (422 above). */
export const MAX_COMMENT_LENGTH = 2000;
/** Photos one message of the thread may carry (docs/atelier.md#message-images). */
export const MAX_COMMENT_IMAGES = 4;

export const ORDER_STATUSES = [
  'booked',
  'in_transit',
  'received',
  'quote_pending',
  'in_repair',
  'repaired',
  'returning',
  'ready_for_collection',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Items in one cart, and photos on one item. */
export const MAX_CART_ITEMS = 20;
export const MAX_ITEM_PHOTOS = 10;
/** How the customer gave staff their answer to a quote (docs/decisions.md#quote-consent). */
export const CONSENT_CHANNELS = ['in_store', 'phone', 'email'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const QUOTE_ANSWERS = ['accepted', 'declined'] as const;
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];
/** The USPS two-letter codes of the States, DC and Puerto Rico: a US address names one. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN',
  'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA',
  'WA', 'WV', 'WI', 'WY',
] as const;
/** Why a booking is under warranty (docs/counter.md#warranty); `other` says it in the details. */
export const WARRANTY_REASONS = ['manufacturing_defect', 'previous_repair_failed', 'other'] as const;
export type WarrantyReason = (typeof WARRANTY_REASONS)[number];
/** The contact details staff may correct on an order after booking (docs/counter.md#contact-edits). */
export const CONTACT_FIELDS = ['title', 'givenName', 'familyName', 'email', 'phone', 'address'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The staff table counts the orders matching its filters up to this many, and says "more than"
 * beyond (docs/counter.md#staff-table): a count stops after COUNT_CAP + 1 rows, so it costs about
 * what a page does at any table size.
 */
export const COUNT_CAP = 1_000;
