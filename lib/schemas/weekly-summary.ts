import * as z from 'zod';
import { LOCALES } from './constants';

/** PUT /api/sip/admin/dashboard/weekly-summary (docs/dashboards.md#weekly-summary). */
export const WeeklySummaryBodySchema = z.object({
  subscribed: z.boolean(),
  locale: z.enum(LOCALES).meta({ description: 'The language of the e-mails.' }),
});
export const WeeklySummarySchema = z.object({ subscribed: z.boolean(), locale: z.enum(LOCALES).nullable() });
