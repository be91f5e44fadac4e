import type { Lang } from '../../shared/languages.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backend } from '../data/client.ts';
import type { Env } from '../env.ts';

/** Where confirmed-valid addresses go. `add` is idempotent and throws when the address was not kept. */
export interface SubscriberStore {
  add(email: string, lang: Lang): Promise<void>;
}

/** The local default: Workers KV, which `wrangler dev` persists under .wrangler/. */
export function kvStore(kv: KVNamespace): SubscriberStore {
  return {
    async add(email, lang) {
      const key = `subscriber:${email}`;
      if ((await kv.get(key)) !== null) return;
      await kv.put(key, JSON.stringify({ email, lang, created_at: new Date().toISOString() }));
    },
  };
}

/** Supabase: the `newsletter-subscribe` function; a response with an `error` field is a failure. */
export function supabaseStore(client: SupabaseClient): SubscriberStore {
  return {
    async add(email) {
      const { data, error } = await client.functions.invoke<{ ok?: boolean; error?: string }>('newsletter-subscribe', {
        body: { email },
      });
      if (error) throw error;
      if (data?.error) throw new Error(data.error);
    },
  };
}

/** Supabase when configured (a half configuration throws supabase-js's own error), else KV. */
export function subscriberStore(env: Env): SubscriberStore {
  const from = backend(env);
  return from.kind === 'bundled' ? kvStore(env.NEWSLETTER) : supabaseStore(from.client());
}
