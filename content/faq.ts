import type { RouteId } from '../app/routes.ts';
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

/**
 * The questions each page shows. Read by the page (accordion) and by the head (FAQPage
 * JSON-LD), so both always agree.
 */
export const PAGE_FAQS: Partial<Record<RouteId, readonly FaqGroup[]>> = {};
