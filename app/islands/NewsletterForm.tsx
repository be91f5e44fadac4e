import { useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '../../shared/newsletter.ts';
import type { NewsletterFailure } from '../../shared/newsletter.ts';
import { subscribe } from './subscribe.ts';
import type { NewsletterLabels, NewsletterProps } from './types.ts';

function failureText(status: NewsletterFailure, labels: NewsletterLabels): string {
  if (status === 'invalid') return labels.invalid;
  if (status === 'rate') return labels.rateLimited;
  return labels.failureText;
}

/** SPEC: toast on success; destructive toast on failure, then the error is rethrown to the caller. */
export async function subscribeWithToast(email: string, labels: NewsletterLabels): Promise<void> {
  const result = await subscribe(email);
  // The toast host (Radix) is its own chunk: pages download it only when there is something to say.
  const { showToast } = await import('./toast.tsx');
  if (result.ok) {
    showToast({ title: labels.successTitle, description: labels.successText, variant: 'default' }, labels);
    return;
  }
  const description = failureText(result.status, labels);
  showToast({ title: labels.failureTitle, description, variant: 'destructive' }, labels);
  throw new Error(description);
}

export type NewsletterFormProps = NewsletterProps & { onSubscribe?: (email: string) => Promise<void> };

/**
 * Subscribe form. Without JavaScript it posts to the worker, which redirects back here with the
 * outcome in the query; with JavaScript it posts JSON and answers with a toast.
 */
export function NewsletterForm({ id, lang, returnPath, status, labels, onSubscribe }: NewsletterFormProps) {
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

