/**
 * The printed codes scan (issue #35.2, docs/decisions.md#shipping-labels): the shipping label (A6
 * and A4) and the garment ticket are rasterised with pdftoppm at 150 and 300 dpi, as a printer
 * would, and read back with zbarimg. Both tools are installed by .ci/ensure-services.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE128_QUIET_MODULES, code128Fit } from './codes';
import { garmentTicketPdf } from './garment-ticket';
import { renderShippingLabel, type ShippingLabelInput } from './shipping-label';

const run = promisify(execFile);
const work = mkdtemp(path.join(tmpdir(), 'reprise-scan-'));
afterAll(async () => rm(await work, { recursive: true, force: true }));

/** Every symbol zbarimg reads on each page of `pdf` at `dpi`: ["CODE-128:R-…", "QR-Code:https://…"] per page. */
async function decoded(pdf: Uint8Array, dpi: number, name: string): Promise<string[][]> {
  const dir = await mkdtemp(path.join(await work, `${name}-${dpi}-`));
  const file = path.join(dir, 'doc.pdf');
  await writeFile(file, pdf);
  await run('pdftoppm', ['-r', String(dpi), '-gray', '-png', file, path.join(dir, 'page')]);
  const pages = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
  const out: string[][] = [];
  for (const page of pages) {
    // zbarimg exits 4 when it finds nothing: that is a failed read, reported as an empty page.
    const found = await run('zbarimg', ['--quiet', path.join(dir, page)]).then((r) => r.stdout, () => '');
    out.push(found.trim().split('\n').filter(Boolean).sort());
  }
  return out;
}

const NUMBER = 'R-2026-000043';
const URL_ = 'https://reprise.example/fr/admin/orders/01JZ8Q7W3K5M2N4P6R8T0V2X4Y';
const CERTIFICATE_URL = 'https://reprise.example/fr/certificates/01JZ8Q7W3K5M2N4P6R8T0V2X5Z';
const address = { address: '128 boulevard de Ménilmontant, bâtiment B, escalier 4', secondAddress: 'chez Mme Dupont-Laffitte', city: 'Paris', state: '', zipCode: '75011', country: 'FR', deliveryNotes: '' };
const label: ShippingLabelInput = {
  orderNumber: NUMBER,
  language: 'fr',
  carrierName: 'Colissimo',
  sender: { name: 'Léa Martin-Vasseur', address },
  destination: { name: 'Atelier Montorgueil', address: { ...address, address: '12 rue Montorgueil', secondAddress: '', zipCode: '75002' } },
  staffUrl: URL_,
  parcelId: 'P-7KQ4M2XW9D',
  texts: { title: 'Étiquette d’adresse', carrier: 'Ceci n’est pas un affranchissement : ajoutez l’étiquette Colissimo.', from: 'Expéditeur', to: 'Destinataire', order: 'Commande', scan: 'Scannez', cut: 'Découpez', parcel: 'Colis P-7KQ4M2XW9D', insured: 'Assuré · valeur déclarée 2 000,00 €' },
};

describe('printed codes scan', () => {
  it('a Code 128 symbol always keeps its quiet zone of 10 modules each side', () => {
    for (const [modules, available, max] of [[123, 280, 1.4], [300, 280, 1.4], [35, 280, 1.4], [123, 100, 2]] as const) {
      const fit = code128Fit(modules, available, max);
      expect(fit.quiet).toBeGreaterThanOrEqual(CODE128_QUIET_MODULES * fit.module - 1e-9);
      expect(fit.module).toBeLessThanOrEqual(max);
      expect(fit.width + 2 * fit.quiet).toBeCloseTo(available, 6);
    }
  });

  for (const dpi of [150, 300]) {
    it.each(['a6', 'a4'] as const)(`the shipping label (%s) decodes at ${dpi} dpi: barcode and QR`, async (format) => {
      const [page] = await decoded(await renderShippingLabel(label, format), dpi, `label-${format}`);
      expect(page).toEqual([`CODE-128:${NUMBER}`, `QR-Code:${URL_}`]);
    });

    it(`the garment ticket and its tags decode at ${dpi} dpi`, async () => {
      const pdf = await garmentTicketPdf({
        storeName: 'Reprise Paris Marais',
        storeLines: ['5 rue des Archives, 75004 Paris'],
        orderNumber: NUMBER,
        orderDate: '28 novembre 2026',
        customerName: 'Léa Martin-Vasseur',
        warranty: null,
        items: [{ name: 'Manteau', services: ['Fermeture éclair longue'], certificateUrl: CERTIFICATE_URL }],
        promised: '5 décembre 2026',
        total: '63,00 €',
        url: URL_,
        signature: null,
        text: { title: 'Ticket', order: 'Commande', date: 'Date', customer: 'Client', items: 'Articles', promised: 'Prévu', total: 'Total', terms: 'Conditions', scan: 'Scannez', certificate: 'Certificat de réparation', signed: 'Signé par', sep: ' : ', tagOf: (n, of) => `${n}/${of}` },
      });
      const [ticket, tag] = await decoded(pdf, dpi, 'ticket');
      // The order's barcode, the staff page's QR code, and the garment's certificate QR code (docs/certificates.md#page).
      expect([...(ticket ?? [])].sort()).toEqual([`CODE-128:${NUMBER}`, `QR-Code:${CERTIFICATE_URL}`, `QR-Code:${URL_}`].sort());
      expect(tag).toEqual([`QR-Code:${URL_}`]);
    });
  }
});
