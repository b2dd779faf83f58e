import * as contracts from '@/lib/contracts/cart';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { uploadCartReceipt } from '@/lib/warranty/web';

// The body is the file, read and limited by the handler itself (lib/warranty/receipt.ts).
export const runtime = 'nodejs';

// PUT /api/sip/shopping-cart/{id}/receipt — the customer's proof of purchase for a warranty repair (docs/counter.md#web-warranty)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PUT: endpoint(contracts.putCartReceipt, async ({ req, params, auth, locale }) => json(await uploadCartReceipt(params.id, req, auth, locale))),
});
