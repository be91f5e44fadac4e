import type { RouteId } from '../shared/routes.ts';
import type { ProseKey } from './locales/pages.ts';

/** A question and its answer, both texts of the page prose (content/locales/{lang}/pages.json). */
export interface FaqEntry {
  question: ProseKey;
  answer: ProseKey;
}

/** A titled group of questions (the FAQ page's categories) or an untitled list. */
export interface FaqGroup {
  title?: ProseKey;
  entries: readonly FaqEntry[];
}

/** Prose paths holding a `question` and its `answer`, e.g. 'release.faq.when'. */
type QaPath = { [K in ProseKey]: K extends `${infer P}.question` ? (`${P}.answer` extends ProseKey ? P : never) : never }[ProseKey];

function entries(paths: QaPath[]): FaqEntry[] {
  return paths.map((p) => ({ question: `${p}.question` as ProseKey, answer: `${p}.answer` as ProseKey }));
}

/** One untitled group of questions, each read from its prose path. */
function questions(...paths: QaPath[]): readonly FaqGroup[] {
  return [{ entries: entries(paths) }];
}

/** A titled group: one category of the FAQ page. */
function category(title: ProseKey, ...paths: QaPath[]): FaqGroup {
  return { title, entries: entries(paths) };
}

const PLATFORMS_FAQ = questions('platforms.faq.run', 'platforms.faq.macLinux', 'platforms.faq.ssd', 'release.faq.gamePass');

/**
 * The questions each page shows. Read by the page (accordion) and by the head (FAQPage
 * JSON-LD), so both always agree.
 */
export const PAGE_FAQS: Partial<Record<RouteId, readonly FaqGroup[]>> = {
  releaseDate: questions('release.faq.when', 'release.faq.sameTime', 'release.faq.platforms', 'release.faq.gamePass'),
  platforms: PLATFORMS_FAQ,
  // The same page under its second address.
  systemRequirements: PLATFORMS_FAQ,
  steam: questions('platforms.detail.faq.steam.achievements', 'platforms.detail.faq.steam.drmFree', 'platforms.faq.macLinux'),
  playstation: questions('platforms.detail.faq.playstation.versions', 'platforms.detail.faq.playstation.trophies'),
  xbox: questions('release.faq.gamePass', 'platforms.detail.faq.xbox.consoles'),
  nintendo: questions('platforms.detail.faq.nintendo.switch2', 'platforms.detail.faq.nintendo.handheld'),
  preorder: questions('preorder.faq.canPreorder', 'preorder.faq.official', 'preorder.faq.collectorSwitch', 'preorder.faq.updates'),
  // The FAQ page repeats some page questions word for word, so each has one text to translate.
  faq: [
    category('faq.release.title', 'release.faq.when', 'release.faq.platforms', 'release.faq.gamePass', 'faq.release.price', 'faq.release.sequel'),
    category('faq.gameplay.title', 'faq.gameplay.hero', 'faq.gameplay.firstGame', 'faq.gameplay.healing', 'faq.gameplay.coop', 'faq.gameplay.maps'),
    category('faq.technical.title', 'faq.technical.pc', 'faq.technical.console', 'faq.technical.controller', 'platforms.faq.macLinux', 'faq.technical.account'),
  ],
};
