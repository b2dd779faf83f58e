import type { AttributeGroupWire } from '@/lib/schemas/catalogue';
import type { Currency } from '@/lib/schemas/common';

/** What the counter page hands its client parts (names already in the page's language). */
export type CounterStore = { id: string; name: string; currency: Currency; country: string; providerIds: string[] };
export type CounterSubCategory = { id: string; name: string; attributesGroup: AttributeGroupWire; providerIds: string[] };
export type CounterCategory = { id: string; name: string; subCategories: CounterSubCategory[] };
export type CounterProvider = { id: string; displayName: string; imageUrl: string };
export type BookingType = 'paid' | 'warranty';
