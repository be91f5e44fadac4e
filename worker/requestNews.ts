import type { Context } from 'hono';
import { newsRepository, type NewsRepository } from './data/news.ts';
import type { AppEnv } from './env.ts';

/** The news repository of this request: its bindings, its `waitUntil`, its site's cache keys. */
export function requestNews(c: Context<AppEnv>): NewsRepository {
  return newsRepository(c.env, { ctx: c.executionCtx, origin: c.get('origin') });
}
