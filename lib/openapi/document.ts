import { buildOpenApi } from './builder';
import examples from './examples.json';
import { accountOperations } from './operations/account';
import { adminOperations } from './operations/admin';
import { apiKeyOperations } from './operations/api-keys';
import { counterOperations } from './operations/counter';
import { notificationOperations } from './operations/notifications';
import { authOperations } from './operations/auth';
import { cartOperations } from './operations/cart';
import { orderOperations } from './operations/orders';
import { catalogueOperations } from './operations/catalogue';
import { photoOperations } from './operations/photos';
import { systemOperations } from './operations/system';
import { logisticsOperations } from './operations/logistics';
import { invoiceOperations } from './operations/invoices';
import { orderLifeOperations, withOrderLife } from './operations/order-life';

const EXAMPLES: Record<string, { request?: unknown; response?: unknown }> = examples;

/** Every operation, with its examples recorded from the demo catalogue (tests/integrators/openapi-examples.int.test.ts). */
export const operations = withOrderLife([...catalogueOperations, ...authOperations, ...cartOperations, ...orderOperations, ...photoOperations, ...systemOperations, ...adminOperations, ...notificationOperations, ...apiKeyOperations, ...orderLifeOperations, ...counterOperations, ...accountOperations, ...invoiceOperations, ...logisticsOperations]).map((op) => ({
  ...op,
  examples: op.examples ?? EXAMPLES[op.operationId],
}));

let cached: ReturnType<typeof buildOpenApi> | undefined;

export function openApiDocument() {
  cached ??= buildOpenApi(
    {
      title: 'Reprise API',
      version: '1.0.0',
      description:
        'Book garment repairs: the catalogue (`/v1`), the cart and orders (`/api/sip`). Errors are RFC 9457 problem+json in the language of Accept-Language. Money: numbers in major units where the interface says number, decimal strings where it says string.',
    },
    operations,
  );
  return cached;
}
