import type { Bundle } from '../../shared/bundledRecords.ts';
import { RECORDS_FILE } from '../assets.ts';

// Fetched from Static Assets and parsed once per isolate, on the first read without Supabase.
let loaded: Promise<Bundle> | undefined;

/** The published bundled records (content/, written by the build as a static file). */
export function bundledRecords(assets: Fetcher): Promise<Bundle> {
  if (!loaded) {
    // A plain callback, not an async one: its throw rejects `loaded` itself, which has a handler, instead
    // of an inner promise that gets one only a turn later (reported as an unhandled rejection).
    loaded = assets.fetch(new Request(new URL(RECORDS_FILE, 'https://assets.invalid'))).then((res) => {
      if (!res.ok) throw new Error(`bundled records: HTTP ${res.status}`);
      return res.json<Bundle>();
    });
    // A failed load is tried again by the next read instead of being kept.
    loaded.catch(() => (loaded = undefined));
  }
  return loaded;
}
