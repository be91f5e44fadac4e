/**
 * Writes public/images/og-image.png (1200x630), the social preview: the site's palette as a
 * gradient with a crimson glow and a gold thread. Crawlers do not read SVG, hence a PNG.
 * Run once with `node scripts/og-image.ts` when the palette changes; the output is committed.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const W = 1200;
const H = 630;
const px = Buffer.alloc((W * 3 + 1) * H);

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

const ink = [11, 13, 20];
const crimson = [200, 50, 74];
const gold = [216, 178, 106];
for (let y = 0; y < H; y++) {
  px[y * (W * 3 + 1)] = 0;
  for (let x = 0; x < W; x++) {
    const glow = Math.max(0, 1 - Math.hypot((x - 780) / 700, (y - 180) / 420)) ** 2 * 0.55;
    // Two silk threads: sine curves across the card.
    const t1 = Math.max(0, 1 - Math.abs(y - (430 + 60 * Math.sin(x / 170))) / 3);
    const t2 = Math.max(0, 1 - Math.abs(y - (470 + 45 * Math.sin(x / 130 + 1))) / 2) * 0.5;
    const needle = x > 760 && x < 1010 && Math.abs(y - (560 - (x - 760) * 1.8)) < 3 ? 0.8 : 0;
    const rgb = ink.map((c, i) => c + (crimson[i]! - c) * glow);
    const thread = Math.min(1, t1 + t2 + needle);
    const o = y * (W * 3 + 1) + 1 + x * 3;
    for (let i = 0; i < 3; i++) px[o + i] = Math.round(rgb[i]! + (gold[i]! - rgb[i]!) * thread);
  }
}
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(W, 0);
ihdr.writeUInt32BE(H, 4);
ihdr.set([8, 2, 0, 0, 0], 8);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(px, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../public/images/og-image.png', import.meta.url), png);
console.log(`og-image.png ${png.length} bytes`);
