export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
// One @, no spaces, a dotted domain whose labels are non-empty: what a mail server can route.
const SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The trimmed, lower-cased address, or null when it cannot be an address. */
export function normalizeEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return null;
  if (!SHAPE.test(email) || email.split('@')[0]!.length > LOCAL_MAX_LENGTH) return null;
  return email;
}
