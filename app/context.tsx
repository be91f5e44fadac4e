import { createContext, use } from 'react';
import type { Lang } from '../content/languages.ts';
import type { Translate } from '../content/i18n/index.ts';
import { prose, type Prose } from '../content/locales/pages.ts';
import type { RouteDef } from '../shared/routes.ts';

export interface Assets {
  css: string;
  client: string;
}

/** What every server component may read about the request it renders. */
export interface PageContext {
  lang: Lang;
  t: Translate;
  /** The matched route; absent on the 404 page. */
  route?: RouteDef;
  /** The current path without its language prefix, e.g. '/news/some-slug'. */
  path: string;
  /** Query parameters of the request (first value of each). */
  query: Readonly<Record<string, string>>;
  origin: string;
  assets: Assets;
  /** Languages that have their own version of this page (an article's translations); absent: all eight. */
  languages?: readonly Lang[];
}

const Ctx = createContext<PageContext | null>(null);
export const PageContextProvider = Ctx.Provider;

export function usePage(): PageContext {
  const ctx = use(Ctx);
  if (!ctx) throw new Error('usePage() outside <PageContextProvider>');
  return ctx;
}

/** The page prose of the request's language (content/locales/{lang}/pages.json), read by key like `t`. */
export function useProse(): Prose {
  return prose(usePage().lang);
}
