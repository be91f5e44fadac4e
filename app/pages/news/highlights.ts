import { fnv1a } from '../../../shared/hash.ts';

// mulberry32: a seeded generator of numbers in [0, 1).
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Three to five highlights "chosen at random". Seeded by the article's slug, so every render of
 * one article (edge cache, crawler, reload) picks the same ones in the same order.
 */
export function pickHighlights<T>(items: readonly T[], seed: string, min = 3, max = 5): T[] {
  const next = random(fnv1a(seed));
  const count = Math.min(items.length, min + Math.floor(next() * (max - min + 1)));
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
