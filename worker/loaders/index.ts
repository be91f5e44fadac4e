import type { Context } from 'hono';
import type { HeadInput } from '../../app/document/head.ts';
import type { CrumbName } from '../../app/layout/breadcrumbs.ts';
import type { LoaderData } from '../../app/pages/index.tsx';
import type { LoaderKey } from '../../app/routes.ts';
import type { AppEnv } from '../env.ts';
import { loadNewsArticle } from './newsArticle.ts';
import { loadNewsList } from './newsList.ts';
import { loadSearch } from './search.ts';

/** What a loader decides before any byte of the page is sent: the status depends on it. */
export type LoadResult<D> =
  /** `status` 404: the page shows why there is nothing (an untranslated article), but no crawler keeps it. */
  | { kind: 'page'; data: D; head?: HeadInput['override']; crumb?: CrumbName; status?: 404 }
  | { kind: 'notFound' }
  /** The backend failed and nothing cached can stand in: 503, try again later. */
  | { kind: 'unavailable' }
  | { kind: 'redirect'; location: string };

export type Loader<K extends LoaderKey> = (c: Context<AppEnv>) => Promise<LoadResult<LoaderData[K]>>;

/** The loader of each `RouteDef.loader` key. */
export const LOADERS: { [K in LoaderKey]: Loader<K> } = {
  newsList: loadNewsList,
  newsArticle: loadNewsArticle,
  search: loadSearch,
};
