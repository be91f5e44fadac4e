-- The rest of the whole game a completionist ticks off (shared/schema/journal.ts, bench.ts, gameMap.ts,
-- extra.ts): the Hunter's Journal, benches and fast-travel stations, maps and pins, and what else the
-- save records. Each row's name per language is in its translation table. Published rows only are
-- readable; Supabase grants every privilege on a new table to anon by default, so it is revoked.

create table public.journal_entries (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  act smallint check (act between 1 and 3),
  zones text[] not null default '{}',
  kills numeric check (kills >= 0 and kills = trunc(kills)),
  boss text references public.bosses (slug) on update cascade on delete set null,
  save jsonb check (save is null or (jsonb_typeof(save) = 'object' and save ? 'kind')),
  sources text[] not null default '{}'
);

create table public.journal_entry_translations (
  journal_entry_id uuid not null references public.journal_entries (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  primary key (journal_entry_id, language)
);

create index journal_entries_published_created_idx on public.journal_entries (published, created_at desc);

alter table public.journal_entries enable row level security;
alter table public.journal_entry_translations enable row level security;

revoke all on public.journal_entries, public.journal_entry_translations from anon, authenticated;
grant select on public.journal_entries, public.journal_entry_translations to anon, authenticated;
grant all on public.journal_entries, public.journal_entry_translations to service_role;

create policy "Published journal entries are readable" on public.journal_entries
  for select to anon, authenticated using (published);
create policy "Translations of published journal entries are readable" on public.journal_entry_translations
  for select to anon, authenticated
  using (exists (select 1 from public.journal_entries x where x.id = journal_entry_translations.journal_entry_id and x.published));

create table public.benches (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  act smallint check (act between 1 and 3),
  kind text not null check (kind in ('bench', 'bellway', 'ventrica')),
  zone text references public.zones (slug) on update cascade on delete set null,
  opens text check (opens in ('toll', 'bell-beast', 'any-ventrica', 'trap')),
  toll numeric check (toll >= 0 and toll = trunc(toll)),
  save jsonb check (save is null or (jsonb_typeof(save) = 'object' and save ? 'kind')),
  sources text[] not null default '{}'
);

create table public.bench_translations (
  bench_id uuid not null references public.benches (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  primary key (bench_id, language)
);

create index benches_published_created_idx on public.benches (published, created_at desc);

alter table public.benches enable row level security;
alter table public.bench_translations enable row level security;

revoke all on public.benches, public.bench_translations from anon, authenticated;
grant select on public.benches, public.bench_translations to anon, authenticated;
grant all on public.benches, public.bench_translations to service_role;

create policy "Published benches are readable" on public.benches
  for select to anon, authenticated using (published);
create policy "Translations of published benches are readable" on public.bench_translations
  for select to anon, authenticated
  using (exists (select 1 from public.benches x where x.id = bench_translations.bench_id and x.published));

create table public.maps (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  act smallint check (act between 1 and 3),
  kind text not null check (kind in ('map', 'quill', 'pin')),
  zone text references public.zones (slug) on update cascade on delete set null,
  seller text check (seller in ('shakra', 'map-machine')),
  price numeric check (price >= 0 and price = trunc(price)),
  save jsonb check (save is null or (jsonb_typeof(save) = 'object' and save ? 'kind')),
  sources text[] not null default '{}'
);

create table public.map_translations (
  map_id uuid not null references public.maps (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  primary key (map_id, language)
);

create index maps_published_created_idx on public.maps (published, created_at desc);

alter table public.maps enable row level security;
alter table public.map_translations enable row level security;

revoke all on public.maps, public.map_translations from anon, authenticated;
grant select on public.maps, public.map_translations to anon, authenticated;
grant all on public.maps, public.map_translations to service_role;

create policy "Published maps are readable" on public.maps
  for select to anon, authenticated using (published);
create policy "Translations of published maps are readable" on public.map_translations
  for select to anon, authenticated
  using (exists (select 1 from public.maps x where x.id = map_translations.map_id and x.published));

create table public.extras (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  act smallint check (act between 1 and 3),
  kind text not null check (kind in ('materium', 'mossberry', 'silkeater', 'pale-oil', 'key', 'tool-variant', 'memento')),
  zone text references public.zones (slug) on update cascade on delete set null,
  save jsonb check (save is null or (jsonb_typeof(save) = 'object' and save ? 'kind')),
  sources text[] not null default '{}'
);

create table public.extra_translations (
  extra_id uuid not null references public.extras (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  primary key (extra_id, language)
);

create index extras_published_created_idx on public.extras (published, created_at desc);

alter table public.extras enable row level security;
alter table public.extra_translations enable row level security;

revoke all on public.extras, public.extra_translations from anon, authenticated;
grant select on public.extras, public.extra_translations to anon, authenticated;
grant all on public.extras, public.extra_translations to service_role;

create policy "Published extras are readable" on public.extras
  for select to anon, authenticated using (published);
create policy "Translations of published extras are readable" on public.extra_translations
  for select to anon, authenticated
  using (exists (select 1 from public.extras x where x.id = extra_translations.extra_id and x.published));
