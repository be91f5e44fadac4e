import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PAGE_FAQS } from '../../shared/faq.ts';
import { translate, type Key } from '../../shared/i18n.ts';
import { LANGUAGES, type Lang } from '../../shared/languages.ts';
import { prose, type ProseKey } from '../../shared/prose.ts';
import { SOCIAL_LINKS } from '../../shared/links.ts';
import { TEAM_CHERRY_SITE } from '../../shared/static/community.ts';
import {
  BEGINNER_SECTIONS, GUIDE_CARDS,
} from '../../shared/static/guides.ts';
import { localizedPath } from '../../shared/paths.ts';
import { children } from '../../shared/routes.ts';
import { MADE_IDS } from '../../shared/collections.ts';
import { html, ORIGIN, type Doc } from './fetch.ts';

// Until translators fill a language, its texts fall back to English; `translate` gives what the page must show either way.
const LANGS_CHECKED: Lang[] = ['en', 'ja'];

function strip(s: string): string {
  return s.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').trim();
}

/** Inside <main> only: the header, drawer and footer have their own links and headings. */
function main(doc: Doc): string {
  return doc.html.slice(doc.html.indexOf('<main'), doc.html.indexOf('</main>'));
}

function headingLevels(markup: string): number[] {
  return [...markup.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
}

function faqItems(doc: Doc): { open: boolean; question: string; answer: string }[] {
  return [...doc.html.matchAll(/<details\b([^>]*\bfaq-item\b[^>]*)>\s*<summary\b[^>]*>([\s\S]*?)<\/summary>([\s\S]*?)<\/details>/g)].map((m) => ({
    open: /\bopen=""/.test(m[1]!),
    question: strip(m[2]!),
    answer: strip(m[3]!),
  }));
}

const GUIDE_PAGES = ['/guides', '/guides/getting-started', '/guides/boss', '/guides/items', '/guides/map', '/faq', '/community', '/contact'];

describe('static pages, part B', () => {
  it('answer 200 in every language, with headings in order and no inline styles', async () => {
    for (const l of LANGUAGES) {
      for (const path of GUIDE_PAGES) {
        const url = localizedPath(l.code, path);
        const { res, doc } = await html(url);
        expect(res.status, url).toBe(200);
        expect(doc.html, url).not.toMatch(/<[^>]+\sstyle=/);
        const levels = headingLevels(main(doc));
        expect(levels[0], url).toBe(1);
        levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `${url} heading ${i}`).toBeLessThanOrEqual(1));
      }
    }
  });
});

describe('guides hub', () => {
  it('has a card with title and description for every guide of the route table, with art where the guides have it', async () => {
    const guides = children('guides');
    const made = new Set<string>(MADE_IDS);
    expect(guides.filter((r) => !made.has(r.id)).map((r) => r.id).sort()).toEqual(Object.keys(GUIDE_CARDS).sort());
    for (const lang of LANGS_CHECKED) {
      const { doc } = await html(localizedPath(lang, '/guides'));
      const body = main(doc);
      for (const r of guides) {
        expect(body).toContain(`href="${localizedPath(lang, r.path)}"`);
        // React writes an apostrophe as a character reference ("Hunter&#x27;s Journal").
        const shown = (key: Key) => translate(lang, key).replaceAll("'", '&#x27;');
        expect(body).toContain(shown(r.label));
        const card = GUIDE_CARDS[r.id as keyof typeof GUIDE_CARDS];
        if (!card) {
          // A collection made from the registry: its hub's introduction, no art.
          expect(body).toContain(shown(`pages.${r.id}.intro` as Key));
          continue;
        }
        const img = doc.tags('img').find((i) => i.src === card.image)!;
        expect(img, r.id).toBeDefined();
        expect([img.width, img.height, img.alt]).toEqual(['320', '180', prose(lang)(`guides.hub.${r.id}.alt` as ProseKey)]);
        expect(body).toContain(prose(lang)(`guides.hub.${r.id}.description` as ProseKey));
      }
    }
  });


  it('serves each card image as a small SVG', async () => {
    for (const { image } of Object.values(GUIDE_CARDS)) {
      const res = await env.ASSETS.fetch(`${ORIGIN}${image}`);
      expect(res.status, image).toBe(200);
      const svg = await res.text();
      expect(svg.length, image).toBeLessThan(5 * 1024);
      expect(svg).toMatch(/<svg\b[^>]*\bwidth="320"[^>]*\bheight="180"/);
    }
  });
});

describe('getting started', () => {
  it('states the claim of over 165 new foes and has one headed section per topic', async () => {
    for (const lang of LANGS_CHECKED) {
      const { doc } = await html(localizedPath(lang, '/guides/getting-started'));
      expect(main(doc)).toContain('165');
      const h2 = doc.tags('h2').filter((h) => (BEGINNER_SECTIONS as readonly string[]).includes(h.id!));
      expect(h2.map((h) => h.id)).toEqual([...BEGINNER_SECTIONS]);
      for (const s of BEGINNER_SECTIONS) expect(doc.text('h2')).toContain(prose(lang)(`guides.gettingStarted.${s}.heading`));
    }
    expect(prose('en')('guides.gettingStarted.lead')).toContain('over 165 new foes');
  });
});

describe('FAQ page', () => {
  const groups = PAGE_FAQS.faq!;

  it('has three categories of four to six questions', () => {
    expect(groups).toHaveLength(3);
    for (const g of groups) {
      expect(g.title).toBeDefined();
      expect(g.entries.length).toBeGreaterThanOrEqual(4);
      expect(g.entries.length).toBeLessThanOrEqual(6);
    }
  });

  for (const lang of LANGS_CHECKED.concat('de')) {
    it(`shows the categories with the first question open and the rest closed (${lang})`, async () => {
      const { doc } = await html(localizedPath(lang, '/faq'));
      const titles = groups.map((g) => prose(lang)(g.title!));
      expect(doc.text('h2').filter((h) => titles.includes(h))).toEqual(titles);
      const items = faqItems(doc);
      expect(items.map((i) => i.open)).toEqual(items.map((_, i) => i === 0));
      expect(items.map((i) => [i.question, i.answer])).toEqual(
        groups.flatMap((g) => g.entries.map((e) => [prose(lang)(e.question), prose(lang)(e.answer)])),
      );
    });

    it(`declares FAQPage JSON-LD with exactly the visible questions (${lang})`, async () => {
      const { doc } = await html(localizedPath(lang, '/faq'));
      const ld = doc.jsonLd().filter((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }[];
      expect(ld).toHaveLength(1);
      expect(ld[0]!.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(faqItems(doc).map((i) => [i.question, i.answer]));
    });

    it(`links to the community and contact pages in the page language (${lang})`, async () => {
      const { doc } = await html(localizedPath(lang, '/faq'));
      const links = [...main(doc).matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
      expect(links).toContain(localizedPath(lang, '/community'));
      expect(links).toContain(localizedPath(lang, '/contact'));
    });
  }
});

describe('community and contact', () => {
  it('lists every community link once, opening in a new tab without opener or referrer', async () => {
    for (const lang of LANGS_CHECKED) {
      const { doc } = await html(localizedPath(lang, '/community'));
      const external = [...main(doc).matchAll(/<a\b([^>]*)>/g)].map((m) => m[1]!);
      for (const l of SOCIAL_LINKS) {
        const tags = external.filter((a) => a.includes(`href="${l.url}"`));
        expect(tags, l.url).toHaveLength(1);
        expect(tags[0]).toContain('target="_blank"');
        expect(tags[0]).toContain('rel="noopener noreferrer"');
        expect(main(doc)).toContain(prose(lang)(`community.links.${l.icon}`));
      }
      expect(doc.text('h2')).toContain(translate(lang, 'community.etiquette.heading'));
    }
  });

  it('says the site is unofficial, sends game support to Team Cherry and corrections to the community page', async () => {
    for (const lang of LANGS_CHECKED) {
      const { doc } = await html(localizedPath(lang, '/contact'));
      const body = main(doc);
      expect(body).toMatch(new RegExp(`<a href="${TEAM_CHERRY_SITE}" target="_blank" rel="noopener noreferrer"`));
      expect(body).toContain(`href="${localizedPath(lang, '/community')}"`);
      expect(body).not.toContain('mailto:');
      expect(doc.text('h2')).toContain(translate(lang, 'contact.unofficial.heading'));
    }
  });
});
