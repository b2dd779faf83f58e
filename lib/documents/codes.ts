import 'server-only';
import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
import type { PDFDocument, PDFImage } from 'pdf-lib';

/**
 * Machine-readable codes for printed documents (shipping labels, garment tickets and tags,
 * invoices): rendered to PNG by maintained encoders, then embedded in a pdf-lib document.
 * One place, so every document scans the same way.
 */

/** A QR code (error correction M: survives a crease or a smudge on a garment tag). */
export async function qrPng(text: string): Promise<Uint8Array> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 1, scale: 8 });
}

/** Pixels per module in the Code 128 PNG: its width divided by this is the symbol's width in modules. */
export const CODE128_SCALE = 3;
/**
 * Code 128's quiet zone, each side: at least 10 modules (ISO/IEC 15417:2007). A reader finds the
 * start and stop patterns by this blank margin; a frame or text closer than it stops the read.
 */
export const CODE128_QUIET_MODULES = 10;

/** A Code 128 barcode of `text` (order numbers such as R-2026-000123), without human-readable text or margin. */
export async function code128Png(text: string, heightMm = 12): Promise<Uint8Array> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: CODE128_SCALE, height: heightMm, includetext: false });
}

/**
 * Where a Code 128 symbol of `modules` modules goes in a blank band `available` points wide: the
 * widest module up to `maxModule` that leaves the quiet zone on both sides, centred
 * (docs/decisions.md#shipping-labels). `quiet` is the blank each side, ≥ 10 modules.
 */
export function code128Fit(modules: number, available: number, maxModule: number): { module: number; width: number; offset: number; quiet: number } {
  const x = Math.min(maxModule, available / (modules + 2 * CODE128_QUIET_MODULES));
  const width = modules * x;
  const quiet = (available - width) / 2;
  return { module: x, width, offset: quiet, quiet };
}

export async function embedQr(doc: PDFDocument, text: string): Promise<PDFImage> {
  return doc.embedPng(await qrPng(text));
}

export async function embedCode128(doc: PDFDocument, text: string, heightMm?: number): Promise<PDFImage> {
  return doc.embedPng(await code128Png(text, heightMm));
}
