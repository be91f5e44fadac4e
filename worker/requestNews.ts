import type { Context } from 'hono';
import { backend } from './data/client.ts';
import { bundledNews, newsRepository, supabaseNews, type NewsRepository } from './data/news.ts';
import type { AppEnv } from './env.ts';

const BUNDLED = newsRepository(bundledNews());

/**
 * The news of this request: Supabase through the edge cache (this request's `waitUntil`, this
 * site's cache keys), or the bundled news when Supabase is not configured. Throws on a half
 * configuration (see `backend`).
 */
export function requestNews(c: Context<AppEnv>): NewsRepository {
  const from = backend(c.env);
  if (from.kind === 'bundled') return BUNDLED;
  return newsRepository(supabaseNews(from.client), { ctx: c.executionCtx, origin: c.get('origin') });
}
