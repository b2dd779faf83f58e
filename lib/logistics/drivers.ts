import 'server-only';
import { renderShippingLabel } from '@/lib/documents/shipping-label';
import { apiMessages } from '@/lib/http/messages';
import { formatMoney } from '@/lib/money';
import { PAYMENT_RECORD_METHODS } from '@/lib/orders/payment-rules';
import type { Carrier, LabelRequest, PaymentProvider } from './carrier';

/** The default carrier driver: a label drawn here (A6, or A4 with the label in a quarter). */
export const printedLabelCarrier: Carrier = {
  id: 'printed-label',
  async label(request: LabelRequest) {
    const t = apiMessages(request.language, 'ShippingLabel');
    const body = await renderShippingLabel(
      {
        orderNumber: request.orderNumber,
        language: request.language,
        carrierName: request.carrier.name,
        sender: request.sender,
        destination: request.destination,
        staffUrl: request.staffUrl,
        parcelId: request.parcelId,
        texts: {
          title: t('title'),
          carrier: t('carrier', { carrier: request.carrier.name }),
          from: t('from'),
          to: t('to'),
          order: t('order'),
          scan: t('scan'),
          cut: t('cut'),
          parcel: t('parcel', { parcelId: request.parcelId }),
          insured: request.insurance ? t('insured', { value: formatMoney(request.insurance.declaredMinor, request.insurance.currency, request.language) }) : null,
        },
      },
      request.format,
    );
    return { contentType: 'application/pdf', body, fileName: `label-${request.orderNumber}-${request.format}.pdf`, trackingNumber: request.parcelId };
  },
};

/** Carriers with a driver of their own, by shipment `logisticProvider`; the rest print the default label. */
const CARRIERS: Record<string, Carrier> = {};

export function carrierFor(code: string): Carrier {
  return CARRIERS[code] ?? printedLabelCarrier;
}

/** Payments taken in store and recorded by staff: the only provider for now. */
export const manualPaymentProvider: PaymentProvider = {
  id: 'manual',
  methods: PAYMENT_RECORD_METHODS,
  async collect() {
    return { status: 'recorded', reference: null, redirectUrl: null };
  },
};
