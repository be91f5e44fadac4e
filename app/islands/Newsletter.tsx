import { useState, type FormEvent } from 'react';
import type { Translate } from '../../shared/i18n.ts';
import { usePage, type PageContext } from '../context.tsx';
import { Island } from '../hydration/Island.tsx';
import { EMAIL_MAX_LENGTH, NEWSLETTER_ERRORS } from '../../shared/newsletter.ts';
import type { NewsletterFailure, NewsletterStatus } from '../../shared/newsletter.ts';
import { localizedPath } from '../../shared/paths.ts';

export type NewsletterLabels = {
  label: string;
  placeholder: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  failureTitle: string;
  failureText: string;
  invalid: string;
  rateLimited: string;
  dismiss: string;
  notifications: string;
};

export type NewsletterProps = {
  /** Prefix of element ids; also the anchor the no-JavaScript post returns to. */
  id: string;
  lang: string;
  /** Path the form returns to without JavaScript. */
  returnPath: string;
  /** Outcome of a no-JavaScript post, read from the query string. */
  status: NewsletterStatus | null;
  labels: NewsletterLabels;
};

type SubscribeResult = { ok: true } | { ok: false; status: NewsletterFailure };

/** Posts an address to the worker's newsletter endpoint; never throws. */
async function subscribe(email: string): Promise<SubscribeResult> {
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

function failureText(status: NewsletterFailure, labels: NewsletterLabels): string {
  if (status === 'invalid') return labels.invalid;
  if (status === 'rate') return labels.rateLimited;
  return labels.failureText;
}

/** A toast on success; destructive toast on failure, then the error is rethrown to the caller. */
export async function subscribeWithToast(email: string, labels: NewsletterLabels): Promise<void> {
  const result = await subscribe(email);
  // The toast host (Radix) is its own chunk: pages download it only when there is something to say.
  const { showToast } = await import('../ui/toast.tsx');
  if (result.ok) {
    showToast({ title: labels.successTitle, description: labels.successText, variant: 'default' }, labels);
    return;
  }
  const description = failureText(result.status, labels);
  showToast({ title: labels.failureTitle, description, variant: 'destructive' }, labels);
  throw new Error(description);
}

export type NewsletterViewProps = NewsletterProps & { onSubscribe?: (email: string) => Promise<void> };

/**
 * Subscribe form. Without JavaScript it posts to the worker, which redirects back here with the
 * outcome in the query; with JavaScript it posts JSON and answers with a toast.
 */
export function NewsletterView({ id, lang, returnPath, status, labels, onSubscribe }: NewsletterViewProps) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      await (onSubscribe ?? ((v: string) => subscribeWithToast(v, labels)))(trimmed);
    } catch {
      // Already told the visitor in a toast; the busy state still has to end.
    } finally {
      setEmail('');
      setBusy(false);
    }
  }

  return (
    <form method="post" action="/api/newsletter" onSubmit={onSubmit} aria-busy={busy} className="space-y-2" data-newsletter-form>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="return" value={returnPath} />
      <input type="hidden" name="box" value={id} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">{labels.label}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          placeholder={labels.placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="input min-w-0 flex-1"
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? labels.submitting : labels.submit}
        </button>
      </div>
      {status && (
        <p role="status" className={status === 'success' ? 'text-gold' : 'text-crimson-light'}>
          {status === 'success' ? `${labels.successTitle} ${labels.successText}` : `${labels.failureTitle}: ${failureText(status, labels)}`}
        </p>
      )}
    </form>
  );
}

function newsletterLabels(t: Translate): NewsletterLabels {
  return {
    label: t('newsletter.label'),
    placeholder: t('newsletter.placeholder'),
    submit: t('newsletter.submit'),
    submitting: t('newsletter.submitting'),
    successTitle: t('newsletter.successTitle'),
    successText: t('newsletter.successText'),
    failureTitle: t('newsletter.failureTitle'),
    failureText: t('newsletter.failureText'),
    invalid: t('newsletter.invalid'),
    rateLimited: t('newsletter.rateLimited'),
    dismiss: t('newsletter.dismiss'),
    notifications: t('newsletter.notifications'),
  };
}

const STATUSES: readonly NewsletterStatus[] = ['success', 'invalid', 'rate', 'error'];

/** Props of the newsletter form `id` on this page; the status is shown only on the form that posted. */
export function newsletterProps({ t, lang, path, query }: PageContext, id: string): NewsletterProps {
  const status = query.box === id ? STATUSES.find((s) => s === query.newsletter) ?? null : null;
  return { id, lang, returnPath: localizedPath(lang, path), status, labels: newsletterLabels(t) };
}

/** The newsletter box; `id` is also the anchor other pages link to (e.g. `#newsletter`). */
export function Newsletter({ id }: { id: string }) {
  const ctx = usePage();
  return (
    <section id={id} className="card scroll-mt-24 space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-2xl text-gold">{ctx.t('newsletter.title')}</h2>
      <p className="text-mist">{ctx.t('newsletter.text')}</p>
      <Island name="newsletter" component={NewsletterView} props={newsletterProps(ctx, id)} />
    </section>
  );
}
