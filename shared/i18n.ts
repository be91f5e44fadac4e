import rosetta from 'rosetta';
import type { Lang } from './languages.ts';
import en from '../content/locales/en/ui.json' with { type: 'json' };
import es from '../content/locales/es/ui.json' with { type: 'json' };
import pt from '../content/locales/pt/ui.json' with { type: 'json' };
import fr from '../content/locales/fr/ui.json' with { type: 'json' };
import de from '../content/locales/de/ui.json' with { type: 'json' };
import zh from '../content/locales/zh/ui.json' with { type: 'json' };
import ja from '../content/locales/ja/ui.json' with { type: 'json' };
import ru from '../content/locales/ru/ui.json' with { type: 'json' };

/**
 * The UI dictionaries (content/locales/{lang}/ui.json): navigation, labels, buttons, the headings of
 * a page's own sections, SEO blocks, errors and widget texts. Page prose (paragraphs, lists of facts,
 * FAQ answers) is in content/locales/{lang}/pages.json. English defines the keys: their type comes
 * from its file, and the content check (shared/dictionarySchema.ts) holds every other language to them.
 */
export type Dict = typeof en;

/** Dotted paths to the string leaves of the dictionary: `'nav.home'`, `'seo.faq.title'`. */
export type Key<T = Dict, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Key<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Dotted paths to objects of the dictionary, for sections read whole (an SEO block). */
export type Section<T = Dict, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${P}${K}` | Section<T[K], `${P}${K}.`>;
}[keyof T & string];

export const DICTIONARIES: Record<Lang, Dict> = { en, es, pt, fr, de, zh, ja, ru };

export type Params = Record<string, string | number>;

/**
 * Dotted-key lookup with `{{name}}` templating over one record per language: the requested
 * language, then English, then the key itself (a missing key shows its text). The UI
 * dictionaries and the page prose (shared/prose.ts) both read through it.
 */
export function lookup<T extends object>(records: Record<Lang, T>): (lang: Lang, key: Key<T>, params?: Params) => string {
  // Rosetta's locale() is shared module state; every lookup passes its language explicitly instead.
  const r = rosetta<T>(records);
  const resolve = (lang: Lang, key: Key<T>, params?: Params) => r.t(key, params, lang) || r.t(key, params, 'en') || key;
  // The records never change and most lookups have no parameters (a hub looks up hundreds of
  // labels per render): each such text is resolved once per language.
  const plain = new Map<Lang, Map<string, string>>();
  return (lang, key, params) => {
    if (params) return resolve(lang, key, params);
    let texts = plain.get(lang);
    if (!texts) plain.set(lang, (texts = new Map()));
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = resolve(lang, key)));
    return text;
  };
}

const i18n = lookup(DICTIONARIES);

/** Looks a key up in `lang`, then in English, then returns the key itself (a missing key shows its text). */
export function translate(lang: Lang, key: Key, params?: Params): string {
  return i18n(lang, key, params);
}

export type Translate = (key: Key, params?: Params) => string;

/** A translator bound to one language, so page code never passes the language by hand. */
export function translator(lang: Lang): Translate {
  return (key, params) => translate(lang, key, params);
}
