import { buildOpenApi } from './builder';
import { adminOperations } from './operations/admin';
import { notificationOperations } from './operations/notifications';
import { authOperations } from './operations/auth';
import { cartOperations } from './operations/cart';
import { orderOperations } from './operations/orders';
import { catalogueOperations } from './operations/catalogue';
import { photoOperations } from './operations/photos';
import { systemOperations } from './operations/system';
import { logisticsOperations } from './operations/logistics';

export const operations = [...catalogueOperations, ...authOperations, ...cartOperations, ...orderOperations, ...photoOperations, ...systemOperations, ...adminOperations, ...notificationOperations, ...logisticsOperations];

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
