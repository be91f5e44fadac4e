import type { RouteId } from '../app/routes/index.tsx';
import type { Key } from './i18n/index.ts';

export interface FaqEntry {
  question: Key;
  answer: Key;
}

/** A titled group of questions (the FAQ page's categories) or an untitled list. */
export interface FaqGroup {
  title?: Key;
  entries: readonly FaqEntry[];
}

/** Dictionary paths holding a `question` and its `answer`, e.g. 'release.faq.when'. */
type QaPath = { [K in Key]: K extends `${infer P}.question` ? (`${P}.answer` extends Key ? P : never) : never }[Key];

function entries(paths: QaPath[]): FaqEntry[] {
  return paths.map((p) => ({ question: `${p}.question` as Key, answer: `${p}.answer` as Key }));
}

/** One untitled group of questions, each read from its dictionary path. */
function questions(...paths: QaPath[]): readonly FaqGroup[] {
  return [{ entries: entries(paths) }];
}

/** A titled group: one category of the FAQ page. */
function category(title: Key, ...paths: QaPath[]): FaqGroup {
  return { title, entries: entries(paths) };
}

const PLATFORMS_FAQ = questions('platformsPage.faq.run', 'platformsPage.faq.macLinux', 'platformsPage.faq.ssd', 'release.faq.gamePass');

/**
 * The questions each page shows. Read by the page (accordion) and by the head (FAQPage
 * JSON-LD), so both always agree.
 */
export const PAGE_FAQS: Partial<Record<RouteId, readonly FaqGroup[]>> = {
  releaseDate: questions('release.faq.when', 'release.faq.sameTime', 'release.faq.platforms', 'release.faq.gamePass'),
  platforms: PLATFORMS_FAQ,
  // The same page under its second address.
  systemRequirements: PLATFORMS_FAQ,
  steam: questions('platformsPage.detail.faq.steam.achievements', 'platformsPage.detail.faq.steam.drmFree', 'platformsPage.faq.macLinux'),
  playstation: questions('platformsPage.detail.faq.playstation.versions', 'platformsPage.detail.faq.playstation.trophies'),
  xbox: questions('release.faq.gamePass', 'platformsPage.detail.faq.xbox.consoles'),
  nintendo: questions('platformsPage.detail.faq.nintendo.switch2', 'platformsPage.detail.faq.nintendo.handheld'),
  preorder: questions('preorder.faq.canPreorder', 'preorder.faq.official', 'preorder.faq.collectorSwitch', 'preorder.faq.updates'),
  // The FAQ page repeats some page questions word for word, so each has one text to translate.
  faq: [
    category('faqPage.release.title', 'release.faq.when', 'release.faq.platforms', 'release.faq.gamePass', 'faqPage.release.price', 'faqPage.release.sequel'),
    category('faqPage.gameplay.title', 'faqPage.gameplay.hero', 'faqPage.gameplay.firstGame', 'faqPage.gameplay.healing', 'faqPage.gameplay.coop', 'faqPage.gameplay.maps'),
    category('faqPage.technical.title', 'faqPage.technical.pc', 'faqPage.technical.console', 'faqPage.technical.controller', 'platformsPage.faq.macLinux', 'faqPage.technical.account'),
  ],
};
