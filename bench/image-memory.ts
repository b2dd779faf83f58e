// Native memory of one image's processing (docs/performance.md#memory): processImage
// (lib/photos/process.ts) on the two images of bench/memory.ts, one at a time in this process,
// the rise of the kernel's peak (VmHWM, reset before each) over the resident size before it.
// `npm run bench:image-memory` runs it with the server's allocator settings (scripts/start.sh --run).
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { processImage } from '@/lib/photos/process';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const statusMb = (field: 'VmHWM' | 'VmRSS') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;

async function main() {
  const phone = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } } }).jpeg({ quality: 88 }).toBuffer();
  const flat = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#3a6ea5' } }).png().toBuffer();
  const allocator = readFileSync('/proc/self/maps', 'utf8').includes('libjemalloc') ? 'jemalloc' : 'glibc malloc';
  console.log(`allocator ${allocator}, libvips threads ${sharp.concurrency()}`);
  for (const [name, bytes, type] of [['12 MP JPEG (6 MB)', phone, 'image/jpeg'], ['40 MP one-colour PNG', flat, 'image/png']] as const) {
    const rises: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await new Promise((r) => setTimeout(r, 300));
      const before = statusMb('VmRSS');
      writeFileSync('/proc/self/clear_refs', '5');
      const started = process.cpuUsage();
      await processImage(bytes, type);
      const used = process.cpuUsage(started);
      rises.push(statusMb('VmHWM') - before);
      cpu.push((used.user + used.system) / 1000);
    }
    console.log(`${name}: peak +${rises.map((r) => Math.round(r)).join(' / ')} MB over the resident size before, CPU ${cpu.map((c) => Math.round(c)).join(' / ')} ms`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
