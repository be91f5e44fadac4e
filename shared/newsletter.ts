/*
 * The newsletter's contract, shared by the endpoint (worker/newsletter/api.ts), the form island and
 * the database: one e-mail rule and one set of error codes.
 */

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * One @, no spaces, a dotted domain whose labels are non-empty: what a mail server can route.
 * Written so that PostgreSQL's regular expressions read it the same way: the table's CHECK
 * constraint uses this very pattern (a database test compares them).
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$';
const SHAPE = new RegExp(EMAIL_PATTERN);

/** The trimmed, lower-cased address, or null when it cannot be an address. */
export function normalizeEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return null;
  if (!SHAPE.test(email) || email.split('@')[0]!.length > EMAIL_LOCAL_MAX_LENGTH) return null;
  return email;
}

/** What a subscription came to, as the page shows it (also read back from the query without JavaScript). */
export type NewsletterStatus = 'success' | 'invalid' | 'rate' | 'error';
export type NewsletterFailure = Exclude<NewsletterStatus, 'success'>;

/** The `error` code POST /api/newsletter answers for each failure. */
export const NEWSLETTER_ERRORS: Record<NewsletterFailure, string> = {
  invalid: 'invalid_email',
  rate: 'rate_limited',
  error: 'subscribe_failed',
};
