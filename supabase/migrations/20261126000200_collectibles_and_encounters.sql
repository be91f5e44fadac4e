-- Complete for 100%: what a player needs before an item, whether it can be missed and its price; a
-- picture an editor may add to any encyclopaedia entry; the collectibles (mask shards, spool fragments,
-- fleas, relics, ...), each in one place; and every encounter of every boss.

alter table public.items
  add column requires text[] not null default '{}',
  add column missable boolean,
  add column cost numeric check (cost >= 0 and cost = trunc(cost));

-- A picture: an https address or a Storage path (the site shows nothing else), who made it, and its
-- alt text in each language.
alter table public.items add column image text, add column image_credit text;
alter table public.bosses add column image text, add column image_credit text;
alter table public.zones add column image text, add column image_credit text;
alter table public.item_translations add column image_alt text;
alter table public.boss_translations add column image_alt text;
alter table public.zone_translations add column image_alt text;

create table public.collectibles (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  kind text not null check (kind in (
    'mask-shard', 'spool-fragment', 'silk-heart', 'tool-pouch-upgrade', 'crafting-kit-upgrade', 'flea', 'memento', 'relic', 'memory-locket', 'craftmetal')),
  act smallint check (act between 1 and 3),
  zone text references public.zones (slug) on update cascade on delete set null,
  boss text references public.bosses (slug) on update cascade on delete set null,
  requires text[] not null default '{}',
  missable boolean,
  cost numeric check (cost >= 0 and cost = trunc(cost)),
  image text,
  image_credit text,
  sources text[] not null default '{}',
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.collectible_translations (
  collectible_id uuid not null references public.collectibles (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  description text,
  location text,
  tips text,
  image_alt text,
  primary key (collectible_id, language)
);

-- One fight with a boss; a boss's page lists its encounters oldest-created first (the list's order).
create table public.encounters (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  boss text references public.bosses (slug) on update cascade on delete cascade,
  zone text references public.zones (slug) on update cascade on delete set null,
  act smallint check (act between 1 and 3),
  health numeric check (health >= 0 and health = trunc(health)),
  drops text[] not null default '{}',
  collectibles text[] not null default '{}',
  sources text[] not null default '{}',
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.encounter_translations (
  encounter_id uuid not null references public.encounters (id) on delete cascade,
  language public.language_code not null,
  title text not null,
  description text,
  primary key (encounter_id, language)
);

create index collectibles_published_created_idx on public.collectibles (published, created_at desc);
create index encounters_published_created_idx on public.encounters (published, created_at desc);

-- Supabase grants every privilege on a new table to anon by default: visitors may only read, and only
-- what is published (as for every content table, 20250101000200_row_level_security.sql).
revoke all on public.collectibles, public.collectible_translations, public.encounters, public.encounter_translations from anon, authenticated;
grant select on public.collectibles, public.collectible_translations, public.encounters, public.encounter_translations to anon, authenticated;
grant all on public.collectibles, public.collectible_translations, public.encounters, public.encounter_translations to service_role;

alter table public.collectibles enable row level security;
alter table public.collectible_translations enable row level security;
alter table public.encounters enable row level security;
alter table public.encounter_translations enable row level security;

create policy "Published collectibles are readable" on public.collectibles
  for select to anon, authenticated using (published);
create policy "Translations of published collectibles are readable" on public.collectible_translations
  for select to anon, authenticated
  using (exists (select 1 from public.collectibles c where c.id = collectible_translations.collectible_id and c.published));
create policy "Published encounters are readable" on public.encounters
  for select to anon, authenticated using (published);
create policy "Translations of published encounters are readable" on public.encounter_translations
  for select to anon, authenticated
  using (exists (select 1 from public.encounters e where e.id = encounter_translations.encounter_id and e.published));
