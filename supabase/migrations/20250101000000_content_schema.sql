-- Content tables of SPEC section 3: each entity plus one translation row per language.

create domain public.language_code as text
  check (value in ('en', 'es', 'pt', 'fr', 'de', 'zh', 'ja', 'ru'));

create table public.news (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  date timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  cover text,
  sources text[] not null default '{}',
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.news_translations (
  news_id uuid not null references public.news (id) on delete cascade,
  language public.language_code not null,
  title text not null,
  summary text not null,
  body text not null,
  primary key (news_id, language)
);

create index news_published_date_idx on public.news (published, date desc);

-- Only stamp updated_at when the writer did not set it, so re-seeding keeps the editorial dates.
create function public.set_updated_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger news_set_updated_at
  before update on public.news
  for each row execute function public.set_updated_at();

create table public.bosses (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.boss_translations (
  boss_id uuid not null references public.bosses (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  description text,
  strategy text,
  primary key (boss_id, language)
);

create index bosses_published_created_idx on public.bosses (published, created_at desc);

create table public.items (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  type text not null check (type in ('weapon', 'tool', 'charm', 'consumable')),
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.item_translations (
  item_id uuid not null references public.items (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  description text,
  tips text,
  primary key (item_id, language)
);

create index items_published_created_idx on public.items (published, created_at desc);
create index items_type_idx on public.items (type);

create table public.zones (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.zone_translations (
  zone_id uuid not null references public.zones (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  description text,
  lore text,
  primary key (zone_id, language)
);

create index zones_published_created_idx on public.zones (published, created_at desc);

create table public.trailers (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  date timestamptz not null default now(),
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.trailer_translations (
  trailer_id uuid not null references public.trailers (id) on delete cascade,
  language public.language_code not null,
  title text not null,
  analysis text,
  primary key (trailer_id, language)
);

create index trailers_published_date_idx on public.trailers (published, date desc);

create table public.preorder_variants (
  id uuid primary key default gen_random_uuid(),
  region text not null,
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.preorder_variant_translations (
  preorder_variant_id uuid not null references public.preorder_variants (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  description text,
  primary key (preorder_variant_id, language)
);

create index preorder_variants_published_created_idx on public.preorder_variants (published, created_at desc);
create index preorder_variants_region_idx on public.preorder_variants (region);

create table public.system_requirements (
  id uuid primary key default gen_random_uuid(),
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.system_requirements_translations (
  system_requirements_id uuid not null references public.system_requirements (id) on delete cascade,
  language public.language_code not null,
  notes text,
  primary key (system_requirements_id, language)
);

create index system_requirements_published_created_idx on public.system_requirements (published, created_at desc);
