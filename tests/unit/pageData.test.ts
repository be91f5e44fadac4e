// The pages' own data is JSON (content/*.json, content/static/*.json) that shared/ reads with a
// type it cannot check: every text key it names must be a text of English's dictionary or prose.
import { describe, expect, it } from 'vitest';
import { PAGE_FAQS } from '../../shared/faq.ts';
import { DICTIONARIES } from '../../shared/i18n.ts';
import { HEADER_LINKS, SOCIAL_LINKS } from '../../shared/links.ts';
import { PAGES } from '../../shared/prose.ts';
import { COMMUNITY_GROUPS, ETIQUETTE_POINTS } from '../../shared/static/community.ts';
import { BEGINNER_SECTIONS, GUIDE_CARDS } from '../../shared/static/guides.ts';
import { SALE_FACTS } from '../../shared/static/launch.ts';
import { PLATFORMS } from '../../shared/static/platforms.ts';
import { CONFIRMED, RELEASE_TIMES, RUMOURED, TIMELINE } from '../../shared/static/releaseDate.ts';
import { CONSOLE_SPECS } from '../../shared/static/requirements.ts';
import { STORE_LINKS } from '../../shared/static/stores.ts';
import { STORY_SECTIONS } from '../../shared/static/story.ts';

/** The keys of `keys` that are not a text of `records` (dotted paths). */
function unknown(records: object, keys: readonly (string | undefined)[]): string[] {
  const text = (key: string) => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], records);
  return keys.filter((k): k is string => k !== undefined && typeof text(k) !== 'string');
}

describe('the pages’ data', () => {
  it('names only texts of the English dictionary', () => {
    const keys = [
      ...[...HEADER_LINKS, ...SOCIAL_LINKS].map((l) => l.label),
      ...COMMUNITY_GROUPS.map((g) => g.title),
      ...PLATFORMS.flatMap((p) => [p.name, p.badge]),
      ...RELEASE_TIMES.map((r) => r.name),
      ...CONSOLE_SPECS.flatMap((c) => c.targetResolution.map((r) => r.mode)),
      ...STORE_LINKS.map((s) => s.alt),
    ];
    expect(unknown(DICTIONARIES.en, keys)).toEqual([]);
  });

  it('names only texts of the English page prose', () => {
    const keys = [
      ...Object.values(PAGE_FAQS).flatMap((groups) => groups.flatMap((g) => [g.title, ...g.entries.flatMap((e) => [e.question, e.answer])])),
      ...SOCIAL_LINKS.map((l) => `community.links.${l.icon}`),
      ...ETIQUETTE_POINTS.map((e) => `community.etiquette.${e}`),
      ...Object.keys(GUIDE_CARDS).map((id) => `guides.hub.${id}.alt`),
      ...BEGINNER_SECTIONS.flatMap((s) => ['heading', 'text', 'tip'].map((part) => `guides.gettingStarted.${s}.${part}`)),
      ...SALE_FACTS.map((f) => f.text),
      ...PLATFORMS.flatMap((p) => [p.version, p.achievements, p.performance, ...p.features, ...(p.sinceLaunch ?? []).map((f) => f.text)]),
      ...TIMELINE.flatMap((m) => [m.title, m.text]),
      ...CONFIRMED,
      ...RUMOURED.flatMap((r) => [r.text, r.outcome?.text]),
      ...STORY_SECTIONS.flatMap((s) => [s.title, s.text, s.image.alt]),
      ...CONSOLE_SPECS.flatMap((c) => [c.features, c.note?.text]),
    ];
    expect(unknown(PAGES.en, keys)).toEqual([]);
  });

  it('links each community group to links the footer has', () => {
    const icons = new Set(SOCIAL_LINKS.map((l) => l.icon));
    expect(COMMUNITY_GROUPS.flatMap((g) => g.links).filter((icon) => !icons.has(icon))).toEqual([]);
  });
});
