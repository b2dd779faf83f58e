/** Test and bench inputs for the printed documents: an invoice, a label and a garment ticket naming `customer`. */
import type { InvoiceBody } from '@/db/schema/invoice-json';
import type { TicketData } from '@/lib/documents/garment-ticket';
import type { ShippingLabelInput } from '@/lib/documents/shipping-label';

const PARIS = { address: '12 rue Montorgueil', secondAddress: '', city: 'Paris', state: '', zipCode: '75002', country: 'FR', deliveryNotes: '' };

export function invoiceBodyFor(customer: string, address = PARIS): InvoiceBody {
  return {
    kind: 'invoice',
    number: 'FA-2026-PAR-000042',
    issuedAt: '2026-11-28T10:00:00.000Z',
    serviceDate: '2026-11-27T10:00:00.000Z',
    orderId: '00000000-0000-4000-8000-000000000001',
    orderNumber: 'R-2026-000042',
    language: 'fr',
    currency: 'EUR',
    warranty: false,
    seller: { name: 'Reprise SAS', address: PARIS, email: 'factures@reprise.demo', phone: '', legalForm: 'SAS', shareCapital: '50 000 €', registration: 'RCS Paris 912 345 678', vatNumber: 'FR12912345678', storeName: 'Reprise Paris', timeZone: 'Europe/Paris' },
    customer: { name: customer, address, email: '', phone: '' },
    provider: { id: 'p', name: 'Atelier Montorgueil', labelled: false },
    lines: [
      { kind: 'service', label: 'Ourlet de pantalon', quantity: 1, unitMinor: 1800, amountMinor: 1800, vatRateBp: 2000 },
      { kind: 'service', label: 'Fermeture éclair', quantity: 2, unitMinor: 2500, amountMinor: 5000, vatRateBp: 2000 },
    ],
    vat: [{ rateBp: 2000, baseMinor: 5667, vatMinor: 1133 }],
    totals: { servicesMinor: 6800, discountsMinor: 0, bonusMinor: 0, totalMinor: 6800, vatMinor: 1133 },
    payments: [{ method: 'card_online', amountMinor: 6800, date: '2026-11-28T10:00:00.000Z' }],
    paidMinor: 6800,
    dueMinor: 0,
  };
}

export function labelFor(customer: string, address = PARIS): ShippingLabelInput {
  return {
    orderNumber: 'R-2026-000042',
    language: 'fr',
    carrierName: 'Colissimo',
    sender: { name: 'Atelier Montorgueil', address: PARIS },
    destination: { name: customer, address },
    staffUrl: 'http://127.0.0.1/fr/admin/orders/00000000-0000-4000-8000-000000000001',
    parcelId: 'P-7KQ4M2XW9D',
    texts: { title: 'Étiquette', carrier: 'Le transporteur ajoute son code.', from: 'Expéditeur', to: 'Destinataire', order: 'Commande', scan: 'Scannez pour ouvrir la commande', cut: 'Découpez', parcel: 'Colis P-7KQ4M2XW9D', insured: null },
  };
}

export function ticketFor(customer: string): TicketData {
  return {
    storeName: 'Reprise Paris',
    storeLines: ['12 rue Montorgueil', '75002 Paris'],
    orderNumber: 'R-2026-000042',
    orderDate: '28 novembre 2026',
    customerName: customer,
    warranty: null,
    items: [{ name: 'Pantalon', services: ['Ourlet', 'Fermeture éclair'], certificateUrl: 'http://127.0.0.1/fr/certificates/00000000-0000-4000-8000-000000000002' }],
    promised: '5 décembre 2026',
    total: '68,00\u00a0€',
    url: 'http://127.0.0.1/fr/admin/orders/00000000-0000-4000-8000-000000000001',
    signature: null,
    text: { title: 'Ticket', order: 'Commande', date: 'Date', customer: 'Client', items: 'Articles', promised: 'Promis le', total: 'Total', terms: 'Conditions', scan: 'Scanner', certificate: 'Certificat de réparation', signed: 'Signé par', sep: '\u00a0: ', tagOf: (n, of) => `${n}/${of}` },
  };
}
