-- The game's patches: one row per release of an update (a public beta and the release that follows it
-- are two rows), newest first by date. Each translation's `changes` lists the changes in order;
-- `change_entries` holds, at the same place, the encyclopaedia entries each change concerns, written
-- `bosses/moorwing items/rosaries` (empty for none), so an entry's page can say "changed in this patch"
-- from the one list of patches. `version` is the build number where a source gives it.

create table public.patches (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  date timestamptz not null,
  version text,
  beta boolean not null default false,
  platforms text[] not null default '{}' check (platforms <@ array['pc', 'playstation', 'xbox', 'switch', 'switch2']::text[]),
  change_entries text[] not null default '{}',
  sources text[] not null default '{}',
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.patch_translations (
  patch_id uuid not null references public.patches (id) on delete cascade,
  language public.language_code not null,
  title text not null,
  summary text,
  changes text[] not null default '{}',
  primary key (patch_id, language)
);

create index patches_published_date_idx on public.patches (published, date desc);

-- Supabase grants every privilege on a new table to anon by default: visitors may only read, and only
-- what is published (as for every content table, 20250101000200_row_level_security.sql).
revoke all on public.patches, public.patch_translations from anon, authenticated;
grant select on public.patches, public.patch_translations to anon, authenticated;
grant all on public.patches, public.patch_translations to service_role;

alter table public.patches enable row level security;
alter table public.patch_translations enable row level security;

create policy "Published patches are readable" on public.patches
  for select to anon, authenticated using (published);
create policy "Translations of published patches are readable" on public.patch_translations
  for select to anon, authenticated
  using (exists (select 1 from public.patches p where p.id = patch_translations.patch_id and p.published));
