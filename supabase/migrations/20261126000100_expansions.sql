-- Announced expansions (Sea of Sorrow) and what is known about each, so editors can follow the news
-- without a deploy: an expansion's `release_date` stays null until one is announced; each fact is
-- marked announced or not, with its own sources, and shown in the order of creation (newest first).

create table public.expansions (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  announced timestamptz not null,
  release_date timestamptz,
  sources text[] not null default '{}',
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.expansion_translations (
  expansion_id uuid not null references public.expansions (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  summary text,
  primary key (expansion_id, language)
);

create table public.expansion_facts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  expansion text not null references public.expansions (slug) on update cascade on delete cascade,
  status text not null check (status in ('announced', 'not-announced')),
  sources text[] not null default '{}',
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.expansion_fact_translations (
  expansion_fact_id uuid not null references public.expansion_facts (id) on delete cascade,
  language public.language_code not null,
  text text not null,
  primary key (expansion_fact_id, language)
);

create index expansions_published_announced_idx on public.expansions (published, announced desc);
create index expansion_facts_published_created_idx on public.expansion_facts (published, created_at desc);

-- Visitors may only read what is published (Supabase's default privileges would grant them everything).
revoke all on public.expansions, public.expansion_translations, public.expansion_facts, public.expansion_fact_translations from anon, authenticated;
grant select on public.expansions, public.expansion_translations, public.expansion_facts, public.expansion_fact_translations to anon, authenticated;
grant all on public.expansions, public.expansion_translations, public.expansion_facts, public.expansion_fact_translations to service_role;

alter table public.expansions enable row level security;
alter table public.expansion_translations enable row level security;
alter table public.expansion_facts enable row level security;
alter table public.expansion_fact_translations enable row level security;

create policy "Published expansions are readable" on public.expansions
  for select to anon, authenticated using (published);
create policy "Translations of published expansions are readable" on public.expansion_translations
  for select to anon, authenticated
  using (exists (select 1 from public.expansions p where p.id = expansion_translations.expansion_id and p.published));
create policy "Published expansion facts are readable" on public.expansion_facts
  for select to anon, authenticated using (published);
create policy "Translations of published expansion facts are readable" on public.expansion_fact_translations
  for select to anon, authenticated
  using (exists (select 1 from public.expansion_facts p where p.id = expansion_fact_translations.expansion_fact_id and p.published));
