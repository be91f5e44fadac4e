-- What a boss does in each fight and how the fight changes (shared/schema/move.ts, shared/schema/fightPhase.ts):
-- rows belong to an encounter and are listed oldest-created first (the list's order). Published rows
-- only are readable; Supabase grants every privilege on a new table to anon by default, so it is revoked.
create table public.moves (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  encounter text references public.encounters (slug) on update cascade on delete cascade,
  phase smallint check (phase between 1 and 4),
  masks numeric check (masks >= 0 and masks = trunc(masks)),
  sources text[] not null default '{}'
);

create table public.move_translations (
  move_id uuid not null references public.moves (id) on delete cascade,
  language public.language_code not null,
  name text not null,
  description text not null,
  primary key (move_id, language)
);

create table public.fight_phases (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  encounter text references public.encounters (slug) on update cascade on delete cascade,
  phase smallint not null default 1 check (phase between 1 and 4),
  at_health numeric check (at_health >= 0 and at_health = trunc(at_health)),
  sources text[] not null default '{}'
);

create table public.fight_phase_translations (
  fight_phase_id uuid not null references public.fight_phases (id) on delete cascade,
  language public.language_code not null,
  description text not null,
  primary key (fight_phase_id, language)
);

create index moves_published_created_idx on public.moves (published, created_at desc);
create index fight_phases_published_created_idx on public.fight_phases (published, created_at desc);

alter table public.moves enable row level security;
alter table public.move_translations enable row level security;
alter table public.fight_phases enable row level security;
alter table public.fight_phase_translations enable row level security;

revoke all on public.moves, public.move_translations, public.fight_phases, public.fight_phase_translations from anon, authenticated;
grant select on public.moves, public.move_translations, public.fight_phases, public.fight_phase_translations to anon, authenticated;
grant all on public.moves, public.move_translations, public.fight_phases, public.fight_phase_translations to service_role;

create policy "Published moves are readable" on public.moves
  for select to anon, authenticated using (published);
create policy "Translations of published moves are readable" on public.move_translations
  for select to anon, authenticated
  using (exists (select 1 from public.moves x where x.id = move_translations.move_id and x.published));
create policy "Published fight phases are readable" on public.fight_phases
  for select to anon, authenticated using (published);
create policy "Translations of published fight phases are readable" on public.fight_phase_translations
  for select to anon, authenticated
  using (exists (select 1 from public.fight_phases x where x.id = fight_phase_translations.fight_phase_id and x.published));
