import type { NewsletterStatus } from './types.ts';

export type SubscribeResult = { ok: true } | { ok: false; status: Exclude<NewsletterStatus, 'success'> };

/** Posts an address to the worker's newsletter endpoint; never throws. */
export async function subscribe(email: string): Promise<SubscribeResult> {
  try {
    const res = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (res.ok) return { ok: true };
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    return { ok: false, status: body.error === 'invalid_email' ? 'invalid' : body.error === 'rate_limited' ? 'rate' : 'error' };
  } catch {
    return { ok: false, status: 'error' };
  }
}
