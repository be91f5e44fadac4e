// Editorial rules for the bundled news, which feed both the offline site and supabase/seed.sql.
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../shared/languages.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';

const NEWS = BUNDLED.news;

const PUBLIC_DIR = new URL('../../public/', import.meta.url);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PRICE = /[$€£¥]\s?\d|\d\s?(?:USD|EUR|GBP|JPY)\b/;

const translations = NEWS.flatMap((n) => Object.entries(n.translations).map(([lang, t]) => ({ slug: n.slug, lang, ...t })));

describe('news records of content/data and content/locales', () => {
  it('has at least 14 articles with unique kebab-case slugs and v4 ids', () => {
    expect(NEWS.length).toBeGreaterThanOrEqual(14);
    expect(new Set(NEWS.map((n) => n.slug)).size).toBe(NEWS.length);
    expect(new Set(NEWS.map((n) => n.id)).size).toBe(NEWS.length);
    for (const n of NEWS) {
      expect(n.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(n.id).toMatch(UUID_V4);
    }
  });

  it('has exactly one draft; every published article is written in all languages', () => {
    expect(NEWS.filter((n) => !n.published)).toHaveLength(1);
    for (const n of NEWS.filter((n) => n.published)) expect(Object.keys(n.translations).sort(), n.slug).toEqual([...LANGS].sort());
  });

  // The news went on after launch: articles are dated from the announcement (2019) up to now, never in the future.
  it('dates articles between 2019 and now and never updates before publishing', () => {
    for (const n of NEWS) {
      const date = Date.parse(n.date);
      const updated = Date.parse(n.updated_at);
      expect(new Date(date).getUTCFullYear()).toBeGreaterThanOrEqual(2019);
      expect(updated).toBeLessThanOrEqual(Date.now());
      expect(updated).toBeGreaterThanOrEqual(date);
    }
  });

  it('has a small SVG cover per slug and one to five https sources', () => {
    for (const n of NEWS) {
      expect(n.cover).toBe(`/images/news/${n.slug}.svg`);
      const file = new URL(String(n.cover).slice(1), PUBLIC_DIR);
      expect(statSync(file).size).toBeLessThanOrEqual(4096);
      expect(readFileSync(file, 'utf8')).toContain('viewBox="0 0 1200 630"');
      expect(n.sources.length).toBeGreaterThanOrEqual(1);
      expect(n.sources.length).toBeLessThanOrEqual(5);
      for (const source of n.sources) expect(new URL(source).protocol).toBe('https:');
    }
  });

  it.each(translations)('$slug [$lang] has a short title, a summary and a 3-6 paragraph body', (t) => {
    expect(t.title.length).toBeGreaterThan(0);
    expect(t.title.length).toBeLessThanOrEqual(90);
    expect(t.summary.trim().length).toBeGreaterThan(0);
    const paragraphs = t.body.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs.length).toBeLessThanOrEqual(6);
    expect(paragraphs.every((p) => p.trim().length > 0)).toBe(true);
    expect(`${t.title} ${t.summary} ${t.body}`).not.toMatch(PRICE);
  });

  it('translates rather than copies English', () => {
    for (const n of NEWS) {
      const en = n.translations.en;
      if (!en) continue;
      for (const lang of LANGS.filter((l) => l !== 'en')) {
        expect(n.translations[lang]?.title, `${n.slug} [${lang}]`).not.toBe(en.title);
        expect(n.translations[lang]?.body, `${n.slug} [${lang}]`).not.toBe(en.body);
      }
    }
  });

  it('gives every article its own three to five highlights and its own implications, shared by no other article', () => {
    for (const lang of LANGS) {
      const texts = translations.filter((t) => t.lang === lang);
      for (const t of texts) {
        expect(t.highlights.length, `${t.slug} [${lang}]`).toBeGreaterThanOrEqual(3);
        expect(t.highlights.length, `${t.slug} [${lang}]`).toBeLessThanOrEqual(5);
        expect(t.implications?.trim(), `${t.slug} [${lang}]`).toBeTruthy();
      }
      const highlights = texts.flatMap((t) => t.highlights);
      expect(new Set(highlights).size, lang).toBe(highlights.length);
      expect(new Set(texts.map((t) => t.implications)).size, lang).toBe(texts.length);
    }
  });

  it('has at least twelve articles after launch (5 September 2025) in every language', () => {
    for (const lang of LANGS) {
      const after = NEWS.filter((n) => n.published && n.translations[lang] && Date.parse(n.date) >= Date.UTC(2025, 8, 5));
      expect(after.length, lang).toBeGreaterThanOrEqual(12);
    }
  });
});
