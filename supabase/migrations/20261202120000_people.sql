-- The characters players meet for wishes or wares (shared/schema/person.ts): where they are, their
-- wishes and the items they sell. Published rows only are readable; Supabase grants every privilege on
-- a new table to anon by default, so it is revoked.
create table public.people (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  act smallint check (act between 1 and 3),
  role text not null check (role in ('wish-giver', 'merchant', 'wish-giver-merchant')),
  zone text references public.zones (slug) on update cascade on delete set null,
  wishes text[] not null default '{}',
  sells text[] not null default '{}',
  sources text[] not null default '{}'
);

create table public.person_translations (
  person_id uuid not null references public.people (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  primary key (person_id, language)
);

create index people_published_created_idx on public.people (published, created_at desc);

alter table public.people enable row level security;
alter table public.person_translations enable row level security;

revoke all on public.people, public.person_translations from anon, authenticated;
grant select on public.people, public.person_translations to anon, authenticated;
grant all on public.people, public.person_translations to service_role;

create policy "Published people are readable" on public.people
  for select to anon, authenticated using (published);
create policy "Translations of published people are readable" on public.person_translations
  for select to anon, authenticated
  using (exists (select 1 from public.people x where x.id = person_translations.person_id and x.published));
