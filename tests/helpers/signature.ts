import sharp from 'sharp';

/** A signature as the counter's pad sends it: a PNG data URL, transparent, with a stroke of ink unless `blank`. */
export async function drawnSignature({ blank = false, width = 600, height = 200 } = {}): Promise<string> {
  const stroke = blank ? '' : `<path d="M20 150 C 120 20, 220 180, 320 60 S 520 160, 580 40" stroke="#111" stroke-width="5" fill="none"/>`;
  const png = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${stroke}</svg>`)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
