/**
 * Size and generation time of the printed documents (issue #28.6): an invoice, an A6 label and a
 * garment ticket for a Latin name, a Cyrillic one and a Chinese one. `npx tsx --tsconfig
 * tsconfig.worker.json bench/printed.ts`; figures in bench/RESULTS.md.
 */
import { invoicePdf } from '@/lib/invoices/pdf';
import { garmentTicketPdf } from '@/lib/documents/garment-ticket';
import { renderShippingLabel } from '@/lib/documents/shipping-label';
import { invoiceBodyFor, labelFor, ticketFor } from '@/tests/helpers/printed-fixtures';

const ROUNDS = Number(process.env.ROUNDS ?? 30);
const kinds = {
  invoice: (name: string) => invoicePdf(invoiceBodyFor(name)),
  label: (name: string) => renderShippingLabel(labelFor(name), 'a6'),
  ticket: (name: string) => garmentTicketPdf(ticketFor(name)),
};
for (const name of ['Léa Martin', 'Ярослава', '陈小明']) {
  for (const [kind, make] of Object.entries(kinds)) {
    const t0 = performance.now();
    const first = await make(name);
    const firstMs = performance.now() - t0;
    const t1 = performance.now();
    for (let i = 0; i < ROUNDS; i++) await make(name);
    const ms = (performance.now() - t1) / ROUNDS;
    console.log(`${kind.padEnd(8)} ${name.padEnd(12)} ${String(first.length).padStart(7)} B  first ${firstMs.toFixed(1).padStart(6)} ms  then ${ms.toFixed(1).padStart(5)} ms`);
  }
}
