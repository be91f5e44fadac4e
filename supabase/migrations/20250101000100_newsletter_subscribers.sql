-- Written only by the newsletter-subscribe edge function (service role); never readable by visitors.
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  created_at timestamptz not null default now(),
  -- Lowercase storage makes the unique constraint case-insensitive without citext.
  constraint newsletter_subscribers_email_lowercase check (email = lower(btrim(email))),
  constraint newsletter_subscribers_email_length check (char_length(email) <= 254),
  constraint newsletter_subscribers_email_format
    check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);
