import { lookup, type Key, type Params } from '../i18n/index.ts';
import type { Lang } from '../languages.ts';
import { pages as de } from './de/pages.ts';
import { pages as en, type Pages } from './en/pages.ts';
import { pages as es } from './es/pages.ts';
import { pages as fr } from './fr/pages.ts';
import { pages as ja } from './ja/pages.ts';
import { pages as pt } from './pt/pages.ts';
import { pages as ru } from './ru/pages.ts';
import { pages as zh } from './zh/pages.ts';

export type { Pages };

/** Every language's page prose (content/locales/{lang}/pages.ts), each typed by the English record. */
export const PAGES: Record<Lang, Pages> = { en, es, pt, fr, de, zh, ja, ru };

/** Dotted paths to the texts of the page prose: `'release.timeline.announcement.text'`. */
export type ProseKey = Key<Pages>;

/** A prose lookup bound to one language: `{{name}}` is filled from `params`, a missing text falls back to English. */
export type Prose = (key: ProseKey, params?: Params) => string;

const find = lookup(PAGES);

export function prose(lang: Lang): Prose {
  return (key, params) => find(lang, key, params);
}
