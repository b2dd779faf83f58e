import { contracts } from '@/lib/contracts';
import { buildOpenApi } from './builder';
import { WEBHOOK_DOCS } from './webhook-docs';

let cached: ReturnType<typeof buildOpenApi> | undefined;

/** The document, generated from the contracts every route is made of (lib/contracts). */
export function openApiDocument() {
  cached ??= buildOpenApi(
    {
      title: 'Reprise API',
      version: '1.0.0',
      description:
        'Book garment repairs: the catalogue (`/v1`), the cart and orders (`/api/sip`). Errors are RFC 9457 problem+json in the language of Accept-Language. Money: numbers in major units where the interface says number, decimal strings where it says string.',
    },
    contracts,
    WEBHOOK_DOCS,
  );
  return cached;
}
