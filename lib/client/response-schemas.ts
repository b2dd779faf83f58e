import * as z from 'zod';

// Every schema the browser parses API answers with, in one module that the client API loads
// with its first call (not with the page): zod and these schemas are then off the first render.
export { AccountMeResponseSchema, AuthResponseSchema, SessionsRevokedSchema, SignupAcceptedSchema } from '@/lib/schemas/auth';
export { CartSchema, LogisticOptionsResponseSchema } from '@/lib/schemas/cart';
export { ServicesResponseSchema } from '@/lib/schemas/catalogue';
export { UploadPhotosResponseSchema } from '@/lib/schemas/photos';
export { AdminOrderDetailSchema, AdminOrderPageSchema, OrderNoteSchema } from '@/lib/schemas/admin';
export { OrderSchema } from '@/lib/schemas/orders';
export { BulkOrdersResultSchema } from '@/lib/schemas/bulk';
export { OnlineRefundSchema, PaymentsSummarySchema } from '@/lib/schemas/logistics';
export { OrderSummaryListSchema, OrderViewSchema } from './order-schema';
export const Any = z.unknown();
export { SavedAddressListSchema, SavedAddressSchema, TrackingLinkSchema } from '@/lib/schemas/account';
export { WeeklySummarySchema } from '@/lib/schemas/weekly-summary';
export { AtelierCapacitySchema } from '@/lib/schemas/places';
