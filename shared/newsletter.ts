/*
 * The newsletter's contract, shared by the endpoint (worker/newsletter/api.ts), the form island and
 * the database: one e-mail rule and one set of error codes.
 */

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/*
 * Characters no address may hold. Written as escapes both regular-expression engines read alike
 * (JavaScript's and PostgreSQL's: `\s` and `[[:space:]]` differ between them and with the database's
 * locale), so the table's CHECK constraint can use the very same pattern.
 *
 * Invisible: control characters (C0, DEL, C1), spaces of every width, soft hyphen, zero-width and
 * bidirectional formatting marks, byte-order mark. An address is shown to editors and put in mail
 * headers; an invisible character there hides what it is or splits a header.
 */
const INVISIBLE = '\\u0000-\\u0020\\u007f-\\u00a0\\u00ad\\u1680\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2064\\u2066-\\u206f\\u3000\\ufeff';
/*
 * Markup and quoting: less-than, greater-than, both quotes, backtick, ampersand and backslash open a
 * tag, an attribute, a template or an entity wherever an address is echoed; ( ) [ ] , ; : are the
 * remaining specials of mail syntax, legal only inside a quoted local part, which this rule refuses.
 */
const MARKUP = '<>"\'`&\\\\()\\[\\],;:';
const CHAR = `[^@${INVISIBLE}${MARKUP}]`;
const LABEL = `[^@.${INVISIBLE}${MARKUP}]+`;

/**
 * One @, a dotted domain whose labels are non-empty, and none of the characters above: what a mail
 * server can route and a page can show. The table's CHECK constraint uses this very pattern (a
 * database test compares them and their verdicts).
 */
export const EMAIL_PATTERN = `^${CHAR}+@${LABEL}(?:\\.${LABEL})+$`;
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
