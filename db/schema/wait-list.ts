import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Someone whose address no atelier serves yet (docs/customer-site.md#wait-list): the e-mail to
 * write to, the area and the garment they wanted repaired. One entry per e-mail, area and garment.
 */
export const waitListEntries = pgTable(
  'wait_list_entries',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull(),
    /** The category chosen (its id), or '' for "any garment". */
    categoryId: text('category_id').notNull().default(''),
    locale: text('locale').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('wait_list_entries_unique').on(t.email, t.country, t.zipCode, t.categoryId), index('wait_list_entries_area_idx').on(t.country, t.zipCode)],
);
