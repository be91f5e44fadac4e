-- The encyclopaedia: what the boss, item, zone and trailer pages show beyond SPEC 3's columns.
-- Difficulty, type, rarity and area type are the site's own ratings; act and category are the
-- game's. References between entries use slugs (what editors see), checked by foreign keys where
-- one row points at one other; lists of references (drops, connects) are arrays of slugs.
-- Ratings get a temporary default only so that existing rows can take the column; editors then
-- choose a value for every new row.

alter table public.zones
  add column area_type text not null default 'nature' check (area_type in ('industrial', 'nature', 'fortress', 'aquatic')),
  add column difficulty text not null default 'medium' check (difficulty in ('low', 'medium', 'high', 'veryHigh')),
  add column act smallint check (act between 1 and 3),
  add column connects text[] not null default '{}',
  add column featured boolean not null default false,
  add column sources text[] not null default '{}';
alter table public.zones alter column area_type drop default, alter column difficulty drop default;

alter table public.zone_translations
  add column features text[] not null default '{}';

alter table public.bosses
  add column difficulty text not null default 'medium' check (difficulty in ('low', 'medium', 'high', 'veryHigh')),
  add column act smallint check (act between 1 and 3),
  add column required boolean,
  add column zone text references public.zones (slug) on update cascade on delete set null,
  add column drops text[] not null default '{}',
  add column featured boolean not null default false,
  add column sources text[] not null default '{}';
alter table public.bosses alter column difficulty drop default;

alter table public.items
  add column rarity text not null default 'common' check (rarity in ('common', 'uncommon', 'rare', 'epic', 'legendary')),
  add column category text not null default 'key-item' check (category in (
    'red-tool', 'blue-tool', 'yellow-tool', 'crest', 'silk-skill', 'ability', 'key-item', 'consumable', 'material', 'upgrade')),
  add column zone text references public.zones (slug) on update cascade on delete set null,
  add column boss text references public.bosses (slug) on update cascade on delete set null,
  add column featured boolean not null default false,
  add column sources text[] not null default '{}';
alter table public.items alter column rarity drop default, alter column category drop default;

alter table public.item_translations
  add column location text;

-- A YouTube id, the only part of the embed address an editor supplies.
alter table public.trailers
  add column video_id text not null check (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  add column sources text[] not null default '{}';
