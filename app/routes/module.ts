import { createElement, type ComponentType, type ReactElement } from 'react';
import type { Translate } from '../../shared/i18n.ts';
import type { Lang } from '../../shared/languages.ts';
import type { SiteData } from '../../shared/data.ts';
import type { Act } from '../../shared/schema/enums.ts';
import type { HeadInput } from '../document/head.ts';
import type { CrumbName } from '../layout/breadcrumbs.ts';

/** What a loader may read about the request, and the data interface the worker implements. */
export interface LoadContext {
  lang: Lang;
  t: Translate;
  params: Readonly<Record<string, string>>;
  /** Query parameters (first value of each). */
  query: Readonly<Record<string, string>>;
  /** The address as the visitor asked for it (a redirect keeps its prefix and other parameters). */
  url: URL;
  origin: string;
  data: SiteData;
}

/** A link of the sidebar that comes from the page's own data (an entry's links). */
export interface RelatedLink {
  label: string;
  /** Unprefixed path. */
  path: string;
  /** The act the linked entry spoils, when it does. */
  act?: Act | null;
}

/** What a loader decides before any byte of the page is sent: the status depends on it. */
export type LoadResult<D> =
  /**
   * `status` 404: the page shows why there is nothing (an untranslated article), but no crawler keeps it;
   * 503: it shows that the content could not be read (a hub with its backend down and nothing cached).
   */
  | {
      kind: 'page';
      data: D;
      head?: HeadInput['override'];
      crumb?: CrumbName;
      related?: RelatedLink[];
      status?: 404 | 503;
    }
  | { kind: 'notFound' }
  /** The backend failed and nothing cached can stand in: 503, try again later. */
  | { kind: 'unavailable' }
  /** An address on this site (path and query). */
  | { kind: 'redirect'; location: string };

/** The backend failed with nothing cached: a list page says so, answered 503 so nobody keeps it. */
export const unavailablePage = { kind: 'page', status: 503, data: { kind: 'unavailable' } } as const;

/** A page whose data may say it could not be read: shown either way, answered 503 then so nobody keeps it. */
export const pageOf = <D extends { kind: string }>(data: D): LoadResult<D> => ({ kind: 'page', data, ...(data.kind === 'unavailable' && { status: 503 as const }) });

/** A loader's page outcome with the page element made: what the worker renders. */
export type Outcome = Exclude<LoadResult<never>, { kind: 'page' }> | (Omit<Extract<LoadResult<unknown>, { kind: 'page' }>, 'data'> & { page: ReactElement });

export interface PageProps<D> {
  params: Readonly<Record<string, string>>;
  data: D;
}

/** A route's loader and page together (the table gives it a path), or a page that needs no data. */
export type RouteModule =
  | { kind: 'static'; Page: ComponentType }
  | {
      kind: 'loaded';
      /** Its page reads data still on its way under Suspense: people get the shell first (streamed). */
      stream?: boolean;
      resolve(ctx: LoadContext): Promise<Outcome>;
    };

/** What a loaded route declares about its rendering. */
export interface RouteOptions {
  /**
   * The page may read data still on its way under Suspense, so it is streamed to people (its shell
   * first) on every render; without it a page renders in one pass once its loader is done.
   */
  stream?: boolean;
}

/**
 * A page that needs data: its loader runs first and decides the status. With `stream` its data may
 * still be a promise the page reads under Suspense.
 */
export function defineRoute<D>(load: (ctx: LoadContext) => Promise<LoadResult<D>>, Page: ComponentType<PageProps<D>>, options: RouteOptions = {}): RouteModule {
  return {
    kind: 'loaded',
    ...options,
    async resolve(ctx) {
      const result = await load(ctx);
      if (result.kind !== 'page') return result;
      const { data, ...rest } = result;
      return { ...rest, page: createElement(Page, { params: ctx.params, data }) };
    },
  };
}

/** A page without data: the same for everyone in a language (and renderable at build time). */
export function staticRoute(Page: ComponentType): RouteModule {
  return { kind: 'static', Page };
}
