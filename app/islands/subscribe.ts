import { NEWSLETTER_ERRORS, type NewsletterFailure } from '../../shared/newsletter.ts';

export type SubscribeResult = { ok: true } | { ok: false; status: NewsletterFailure };

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
    const known = (Object.keys(NEWSLETTER_ERRORS) as NewsletterFailure[]).find((s) => NEWSLETTER_ERRORS[s] === body.error);
    return { ok: false, status: known ?? 'error' };
  } catch {
    return { ok: false, status: 'error' };
  }
}
