import faqs from '../content/faq.json' with { type: 'json' };
import type { ProseKey } from './prose.ts';
import type { RouteId } from './routes.ts';

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

/** A group as content/faq.json writes it: each question by its prose path, which holds a `question` and its `answer`. */
interface FaqGroupData {
  title?: string;
  questions: readonly string[];
}

function group({ title, questions }: FaqGroupData): FaqGroup {
  const entries = questions.map((p) => ({ question: `${p}.question` as ProseKey, answer: `${p}.answer` as ProseKey }));
  return title ? { title: title as ProseKey, entries } : { entries };
}

const byRoute = Object.fromEntries(Object.entries(faqs as Record<string, readonly FaqGroupData[]>).map(([route, groups]) => [route, groups.map(group)]));

/**
 * The questions each page shows (content/faq.json). Read by the page (accordion) and by the head
 * (FAQPage JSON-LD), so both always agree. The FAQ page repeats some page questions word for word,
 * so each has one text to translate.
 */
export const PAGE_FAQS: Partial<Record<RouteId, readonly FaqGroup[]>> = {
  ...byRoute,
  // The same page under its second address.
  systemRequirements: byRoute.platforms,
};
