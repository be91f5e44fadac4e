import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Env } from '../env.ts';

// A page waits for PostgREST at most this long; past it the cache serves stale or the page says so.
const QUERY_TIMEOUT_MS = 2500;

/**
 * Where content comes from for one request. The Supabase client is made when this request first
 * queries: most requests are answered from the cache and never do, and making one costs more than
 * rendering a small page's data.
 */
export type Backend = { kind: 'bundled' } | { kind: 'supabase'; client: () => SupabaseClient };

/**
 * A supabase-js client for the server: no session to persist or refresh, no URL to read one from.
 * Made per request, so no state or I/O object outlives the request that made it.
 */
export function supabaseClient(url: string, anonKey: string, timeoutMs?: number): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    db: { timeout: timeoutMs },
  });
}

/**
 * Both settings empty: the bundled content (works offline). Otherwise Supabase; with only one of
 * the two set supabase-js throws 'supabaseUrl is required.' or 'supabaseKey is required.', which
 * reaches the error page and the log: a half-configured deployment should fail loudly.
 */
export function backend(env: Pick<Env, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'>, timeoutMs = QUERY_TIMEOUT_MS): Backend {
  if (!env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) return { kind: 'bundled' };
  let made: SupabaseClient | undefined;
  const client = () => (made ??= supabaseClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, timeoutMs));
  // Half configured: made at once, so that supabase-js throws its error here and not at the first query.
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) client();
  return { kind: 'supabase', client };
}
