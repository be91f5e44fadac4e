-- The e-mail rule is shared/newsletter.ts's EMAIL_PATTERN and local-part limit, so the worker, the
-- newsletter function (which leaves the format to this constraint) and the table agree on every
-- address; tests/db holds the pattern here against the shared one.
alter table public.newsletter_subscribers
  drop constraint newsletter_subscribers_email_format,
  add constraint newsletter_subscribers_email_format
    check (email ~ '^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$' and char_length(split_part(email, '@', 1)) <= 64);
