-- Wishes: the game's quests, posted on wish boards or given by its characters, and the main
-- objectives it lists beside them (shared/schema/wish.ts). Published rows only are readable.
create table public.wishes (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  kind text check (kind in ('main', 'wayfarer', 'hunt', 'grand-hunt', 'gather', 'donation', 'delivery', 'learn', 'sprint', 'witness', 'steel')),
  act smallint check (act between 1 and 3),
  zone text references public.zones (slug) on update cascade on delete set null,
  requires text[] not null default '{}',
  reward_items text[] not null default '{}',
  reward_collectibles text[] not null default '{}',
  reward_rosaries numeric check (reward_rosaries >= 0 and reward_rosaries = trunc(reward_rosaries)),
  missable boolean,
  save jsonb check (save is null or (jsonb_typeof(save) = 'object' and save ? 'kind')),
  sources text[] not null default '{}'
);

create table public.wish_translations (
  wish_id uuid not null references public.wishes (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  description text,
  giver text,
  board text,
  reward text,
  steel_soul text,
  primary key (wish_id, language)
);

create index wishes_published_created_idx on public.wishes (published, created_at desc);

alter table public.wishes enable row level security;
alter table public.wish_translations enable row level security;

-- Supabase grants every privilege on a new table to anon by default: visitors may only read, and only
-- what is published.
revoke all on public.wishes, public.wish_translations from anon, authenticated;
grant select on public.wishes, public.wish_translations to anon, authenticated;
grant all on public.wishes, public.wish_translations to service_role;

create policy "Published wishes are readable" on public.wishes
  for select to anon, authenticated using (published);
create policy "Translations of published wishes are readable" on public.wish_translations
  for select to anon, authenticated
  using (exists (select 1 from public.wishes w where w.id = wish_translations.wish_id and w.published));
