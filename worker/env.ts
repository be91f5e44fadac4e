import type { Lang } from '../shared/languages.ts';

/** Bindings and vars from wrangler.toml. */
export interface Env {
  ASSETS: Fetcher;
  SITE_URL: string;
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  NEWSLETTER: KVNamespace;
  NEWSLETTER_LIMITER: RateLimit;
}

export interface AppEnv {
  Bindings: Env;
}

declare module 'hono' {
  interface ContextVariableMap {
    lang: Lang;
    /** Path without the language prefix, always starting with '/'. */
    rest: string;
    origin: string;
  }
}

declare global {
  namespace Cloudflare {
    // `env` from 'cloudflare:workers' (used by tests) carries the same bindings.
    interface Env extends Bindings {}
  }
}

type Bindings = Env;
