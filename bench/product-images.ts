/**
 * `npm run bench:product-images`: what an uploaded product picture costs the server (decision
 * 063): the check and re-encoding (`prepareImage`: decode, turn upright, scale within 1600 px,
 * encode, hash) of a phone photo (4000 × 3000 JPEG), a large PNG and a small WebP, and what is
 * stored of each. Photo-like content (gradients with grain), so the encoders do real work.
 * Written to docs/performance.md. Measures, never asserts.
 */
import os from 'node:os';
import sharp from 'sharp';
import { prepareImage } from '@/server/catalog/image-upload';
import { writeDocSection } from './lib/doc';
import { stats } from './lib/stats';

const SECTION_TITLE = '## Product pictures: checking and re-encoding an upload';
const RUNS = Number(process.env.BENCH_RUNS ?? 12);

/** A width × height picture with a gradient and grain, in the format given. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const x = (i / 3) % width;
    const grain = (seed >>> 24) % 24;
    pixels[i] = (x * 200) / width + grain;
    pixels[i + 1] = 90 + grain;
    pixels[i + 2] = 160 - grain;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'jpeg' ? image.jpeg({ quality: 92 }) : format === 'png' ? image.png() : image.webp({ quality: 90 })).toBuffer();
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

async function main() {
  const loadBefore = os.loadavg()[0]!;
  const cases = [
    { name: 'Phone photo, JPEG 4000 × 3000', bytes: await photo(4000, 3000, 'jpeg') },
    { name: 'Catalogue shot, PNG 1800 × 1200', bytes: await photo(1800, 1200, 'png') },
    { name: 'Web picture, WebP 1200 × 900', bytes: await photo(1200, 900, 'webp') },
  ];
  const rows: string[] = [];
  for (const c of cases) {
    const times: number[] = [];
    let stored = await prepareImage(c.bytes);
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      stored = await prepareImage(c.bytes);
      times.push(performance.now() - started);
    }
    const s = stats(times);
    console.log(`[bench] ${c.name}: p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms; ${kb(c.bytes.length)} → ${stored.width} × ${stored.height}, ${kb(stored.bytes.length)}`);
    rows.push(`| ${c.name} | ${kb(c.bytes.length)} | ${s.p50.toFixed(0)} ms | ${s.p95.toFixed(0)} ms | ${stored.width} × ${stored.height} | ${kb(stored.bytes.length)} |`);
  }
  writeDocSection(
    SECTION_TITLE,
    [
      SECTION_TITLE,
      '',
      `\`npm run bench:product-images\` (${new Date().toISOString().slice(0, 10)}, ${RUNS} runs each after one warm-up, load ${loadBefore.toFixed(1)} before, ${os.cpus().length} cores). The time is \`prepareImage\`'s: the check of the bytes, sharp's decode, turn, scale within 1600 px and encode, and the hash; the upload's transaction (one insert, its audit line, the page tags) comes on top. It runs before the transaction, so a slow picture holds no lock. Every picture is stored as WebP: kept as PNG, the PNG below stayed 3,197 KB (decision 063). The pictures are made here (a gradient with grain), so what they shrink to says more about the encoder than about real photos.`,
      '',
      '| picture | sent | p50 | p95 | stored as | stored |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

void main();
