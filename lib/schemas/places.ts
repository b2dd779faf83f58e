import * as z from 'zod';
import { AddressSchema, LocaleSchema, MinorCurrencyMapSchema } from './common';
import { CountryInputSchema } from './country';

/** docs/back-office.md#places: ateliers, stores and delivery options as the back office edits them. */

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'HH:MM' });
const ISO_DATE = z.iso.date();
const timeZone = z.string().max(64).refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, { message: 'Unknown IANA time zone' });

export const STORE_SERVICES = ['drop_off', 'collection', 'counter_booking', 'payment', 'fitting'] as const;
export const PAYMENT_METHODS = ['pay_at_drop_off', 'pay_on_collection', 'none'] as const;

export const ContactSchema = z.object({ email: z.union([z.email(), z.literal('')]), phone: z.string().trim().max(40), name: z.string().trim().max(100) }).meta({ id: 'AtelierContact' });
export const AreaSchema = z.object({ country: CountryInputSchema, zipPrefix: z.string().trim().max(10).regex(/^[A-Za-z0-9 ]*$/).default('') }).meta({ id: 'ServedArea' });

export const AtelierSchema = z
  .object({
    id: z.string(), name: z.string(), displayName: z.string(), imageUrl: z.string(), address: AddressSchema.nullable(), contact: ContactSchema,
    repairFundLabelled: z.boolean(), repairFundNumber: z.string(), areas: z.array(z.object({ country: z.string(), zipPrefix: z.string() })), storeIds: z.array(z.string()),
    paused: z.boolean().meta({ description: 'No new bookings; open orders go on.' }), version: z.number().int(),
  })
  .meta({ id: 'Atelier' });

export const AtelierPatchSchema = z
  .object({
    displayName: z.string().trim().min(1).max(100),
    address: AddressSchema.nullable(),
    contact: ContactSchema,
    repairFundLabelled: z.boolean(),
    repairFundNumber: z.string().trim().max(40),
    areas: z.array(AreaSchema).max(500),
    storeIds: z.array(z.string().max(100)).max(100),
    paused: z.boolean(),
  })
  .partial()
  .refine((p) => !(p.repairFundLabelled && p.repairFundNumber === ''), { path: ['repairFundNumber'], message: 'A labelled atelier needs its Bonus Réparation number.' })
  .meta({ id: 'AtelierPatch' });

const OpeningHoursSchema = z
  .array(z.object({ day: z.number().int().min(1).max(7), opens: HHMM, closes: HHMM }).refine((h) => h.opens < h.closes, { path: ['closes'], message: 'Closes after it opens.' }))
  .max(21);
const ClosureSchema = z.object({ from: ISO_DATE, to: ISO_DATE, note: z.string().trim().max(200).default('') }).refine((c) => c.from <= c.to, { path: ['to'], message: 'Ends on or after its first day.' });

export const StoreSchema = z
  .object({
    id: z.string(), identifier: z.string(), name: z.string(), email: z.string(), phone: z.string(), address: AddressSchema, country: z.string(), currency: z.string(), language: z.string(),
    onlineStore: z.boolean(), timeZone: z.string(), openingHours: z.array(z.object({ day: z.number(), opens: z.string(), closes: z.string() })),
    closures: z.array(z.object({ from: z.string(), to: z.string(), note: z.string() })), servicesOffered: z.array(z.string()), isActive: z.boolean(), version: z.number().int(),
  })
  .meta({ id: 'StoreRecord' });

export const StorePatchSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.email(),
    phone: z.string().trim().min(1).max(40),
    address: AddressSchema,
    timeZone,
    openingHours: OpeningHoursSchema,
    closures: z.array(ClosureSchema).max(200),
    language: LocaleSchema,
    onlineStore: z.boolean(),
    servicesOffered: z.array(z.enum(STORE_SERVICES)).max(STORE_SERVICES.length),
    isActive: z.boolean().meta({ description: 'false: the store is hidden from new bookings (never deleted).' }),
  })
  .partial()
  .meta({ id: 'StorePatch' });

export const DeliveryOptionSchema = z
  .object({
    id: z.string(), name: z.string(), kind: z.string(), displayName: z.record(z.string(), z.string()), price: z.record(z.string(), z.number()),
    onwardTransitDays: z.number().int(), returnTransitDays: z.number().int(), paymentMethods: z.array(z.string()),
    slotCapacity: z.number().int().nullable().meta({ description: 'Pick-ups per slot (home pick-up); null: no slots to choose.' }),
    slotStartTimes: z.array(z.string()).meta({ description: 'The day’s slots (local start times): a day takes `slotCapacity` × this many pick-ups.' }),
    storeId: z.string().nullable(), isActive: z.boolean(), version: z.number().int(),
  })
  .meta({ id: 'DeliveryOption' });

export const DeliveryOptionPatchSchema = z
  .object({
    price: MinorCurrencyMapSchema,
    onwardTransitDays: z.number().int().min(0).max(60),
    returnTransitDays: z.number().int().min(0).max(60),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).min(1).max(PAYMENT_METHODS.length),
    slotCapacity: z.number().int().min(1).max(1000),
    slotStartTimes: z.array(HHMM).min(1).max(24),
    isActive: z.boolean(),
  })
  .partial()
  .meta({ id: 'DeliveryOptionPatch' });

export const AteliersSchema = z.array(AtelierSchema).meta({ id: 'Ateliers' });
export const StoresSchema = z.array(StoreSchema).meta({ id: 'StoreRecords' });
export const DeliveryOptionsSchema = z.array(DeliveryOptionSchema).meta({ id: 'DeliveryOptions' });

export type Atelier = z.output<typeof AtelierSchema>;
export type AtelierPatch = z.output<typeof AtelierPatchSchema>;
export type StoreRecord = z.output<typeof StoreSchema>;
export type StorePatch = z.output<typeof StorePatchSchema>;
export type DeliveryOption = z.output<typeof DeliveryOptionSchema>;
export type DeliveryOptionPatch = z.output<typeof DeliveryOptionPatchSchema>;

/** GET /api/sip/stores: a store as a caller needs it to send `storeId` (docs/integrators.md#stores). */
export const UsableStoreSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    country: z.string(),
    currency: z.string(),
    language: z.string(),
    onlineStore: z.boolean(),
    timeZone: z.string(),
  })
  .meta({ id: 'UsableStore' });
export const UsableStoresSchema = z.object({ stores: z.array(UsableStoreSchema) }).meta({ id: 'UsableStores' });
export type UsableStore = z.output<typeof UsableStoreSchema>;

/** An atelier's bench calendar and weekly capacity (docs/atelier.md#capacity). */
export const AtelierCapacityBodySchema = z
  .object({
    workingDays: z.array(z.number().int().min(1).max(7)).min(1).max(7).meta({ description: 'ISO weekdays the bench works: 1 Monday … 7 Sunday.' }),
    weeklyCapacity: z.number().int().min(0).max(100_000).nullable().meta({ description: 'Orders the bench takes on a week; null: not limited (the queue never moves the promise); 0: takes no new bookings (409 atelier_full).' }),
    closures: z.array(ClosureSchema).max(200).meta({ description: 'Days the bench is shut, local dates inclusive: promises step over them.' }),
  })
  .meta({ id: 'AtelierCapacityRequest' });
export type AtelierCapacityBody = z.output<typeof AtelierCapacityBodySchema>;

export const AtelierCapacitySchema = z
  .object({
    providerId: z.string(),
    workingDays: z.array(z.number().int()),
    weeklyCapacity: z.number().int().nullable(),
    closures: z.array(z.object({ from: z.string(), to: z.string(), note: z.string() })),
    queueLength: z.number().int().meta({ description: 'Orders in the queue now (booked to in repair, not archived).' }),
    queueDelayDays: z.number().int().nullable().meta({ description: 'Bench days that queue adds to a new booking\'s promise; null: no new booking is taken.' }),
    version: z.number().int(),
  })
  .meta({ id: 'AtelierCapacity' });
export type AtelierCapacity = z.output<typeof AtelierCapacitySchema>;
