import 'server-only';
import { getDb } from '@/db/client';
import { randomBytes } from 'node:crypto';
import { assignParcelId, findOrder } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError } from '@/lib/errors';
import { appOrigin } from '@/lib/notifications/dispatch';
import { assertOrderAccess } from '@/lib/orders/access';
import { majorToMinor } from '@/lib/money';
import { LOCALES, type Locale } from '@/lib/schemas/constants';
import type { LabelFormat, ShippingLabel } from './carrier';
import { carrierFor } from './drivers';

/**
 * GET /api/sip/orders/{id}/label.pdf (docs/decisions.md#shipping-labels): the parcel label of a
 * postal order, for whoever may see the order; any other option → 404 no_label.
 */
export async function orderLabel(orderId: string, principal: Principal | null, format: LabelFormat): Promise<ShippingLabel> {
  const db = await getDb();
  const order = assertOrderAccess(await findOrder(db, orderId), principal);
  const option = order.logisticOption;
  const provider = (await getCatalogue()).providersById.get(order.providerId);
  if (option.kind !== 'postal_label' || !provider?.address || !order.address) throw new ApiError('no_label');
  const onward = option.shipments.find((s) => s.type === 'onward') ?? { logisticProvider: 'post', providerName: '' };
  const language: Locale = (LOCALES as readonly string[]).includes(order.language) ? (order.language as Locale) : 'en';
  // The parcel gets its id with its first label (docs/insurance.md#parcel): insurers and carriers claim by it.
  const parcelId = order.insurance.parcelId ?? (await assignParcelId(db, order.id, newParcelId()));
  const insurance = order.insurance.status === 'insured' && order.insurance.estimatedItemPrice !== null ? { declaredMinor: majorToMinor(order.insurance.estimatedItemPrice), currency: order.currency } : null;
  return carrierFor(onward.logisticProvider).label({
    orderId: order.id,
    orderNumber: order.orderNumber,
    language,
    carrier: { code: onward.logisticProvider, name: onward.providerName || option.displayName[language] },
    sender: { name: [order.customer.givenName, order.customer.familyName].filter(Boolean).join(' ') || order.customer.name, address: order.address! },
    destination: { name: provider.displayName, address: provider.address },
    staffUrl: `${appOrigin()}/${language}/admin/orders/${order.id}`,
    parcelId,
    insurance,
    format,
  });
}

/** Crockford base32 (no I, L, O, U): read aloud and typed at a post office without confusion. */
const PARCEL_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `P-` and 10 random characters (50 bits): unique enough among one brand's parcels, short enough to print large. */
export function newParcelId(): string {
  return `P-${[...randomBytes(10)].map((b) => PARCEL_ALPHABET[b & 31]).join('')}`;
}
