import { lookup, type Key, type Params } from './i18n.ts';
import type { Lang } from './languages.ts';
import texts from '../dist/content.js';
import type english from '../content/locales/en/pages.json';

/** The shape of the page prose: English's (content/locales/en/pages.json); other languages may lack texts. */
export type Pages = typeof english;

/** Every language's page prose (content/locales/{lang}/pages.json), checked against English's keys by the build. */
export const PAGES = (texts as { pages: unknown }).pages as Record<Lang, Pages>;

/** Dotted paths to the texts of the page prose: `'release.timeline.announcement.text'`. */
export type ProseKey = Key<Pages>;

/** A prose lookup bound to one language: `{{name}}` is filled from `params`, a missing text falls back to English. */
export type Prose = (key: ProseKey, params?: Params) => string;

const find = lookup(PAGES);

export function prose(lang: Lang): Prose {
  return (key, params) => find(lang, key, params);
}
