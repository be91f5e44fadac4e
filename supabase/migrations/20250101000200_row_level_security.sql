-- Visitors (anon) and signed-in users (authenticated) may only read published content.
-- Writes happen only with the service role, which bypasses RLS.

grant usage on schema public to anon, authenticated, service_role;

-- Supabase's default privileges grant everything to anon; take it back and grant reads only.
revoke all on all tables in schema public from anon, authenticated;
grant all on all tables in schema public to service_role;

grant select on
  public.news, public.news_translations,
  public.bosses, public.boss_translations,
  public.items, public.item_translations,
  public.zones, public.zone_translations,
  public.trailers, public.trailer_translations,
  public.preorder_variants, public.preorder_variant_translations,
  public.system_requirements, public.system_requirements_translations
to anon, authenticated;

alter table public.news enable row level security;
alter table public.news_translations enable row level security;
alter table public.bosses enable row level security;
alter table public.boss_translations enable row level security;
alter table public.items enable row level security;
alter table public.item_translations enable row level security;
alter table public.zones enable row level security;
alter table public.zone_translations enable row level security;
alter table public.trailers enable row level security;
alter table public.trailer_translations enable row level security;
alter table public.preorder_variants enable row level security;
alter table public.preorder_variant_translations enable row level security;
alter table public.system_requirements enable row level security;
alter table public.system_requirements_translations enable row level security;
-- No policy at all: nobody but the service role can touch subscribers.
alter table public.newsletter_subscribers enable row level security;

create policy "Published news is readable" on public.news
  for select to anon, authenticated using (published);
create policy "Translations of published news are readable" on public.news_translations
  for select to anon, authenticated
  using (exists (select 1 from public.news p where p.id = news_translations.news_id and p.published));

create policy "Published bosses are readable" on public.bosses
  for select to anon, authenticated using (published);
create policy "Translations of published bosses are readable" on public.boss_translations
  for select to anon, authenticated
  using (exists (select 1 from public.bosses p where p.id = boss_translations.boss_id and p.published));

create policy "Published items are readable" on public.items
  for select to anon, authenticated using (published);
create policy "Translations of published items are readable" on public.item_translations
  for select to anon, authenticated
  using (exists (select 1 from public.items p where p.id = item_translations.item_id and p.published));

create policy "Published zones are readable" on public.zones
  for select to anon, authenticated using (published);
create policy "Translations of published zones are readable" on public.zone_translations
  for select to anon, authenticated
  using (exists (select 1 from public.zones p where p.id = zone_translations.zone_id and p.published));

create policy "Published trailers are readable" on public.trailers
  for select to anon, authenticated using (published);
create policy "Translations of published trailers are readable" on public.trailer_translations
  for select to anon, authenticated
  using (exists (select 1 from public.trailers p where p.id = trailer_translations.trailer_id and p.published));

create policy "Published preorder variants are readable" on public.preorder_variants
  for select to anon, authenticated using (published);
create policy "Translations of published preorder variants are readable" on public.preorder_variant_translations
  for select to anon, authenticated
  using (exists (select 1 from public.preorder_variants p where p.id = preorder_variant_translations.preorder_variant_id and p.published));

create policy "Published system requirements are readable" on public.system_requirements
  for select to anon, authenticated using (published);
create policy "Translations of published system requirements are readable" on public.system_requirements_translations
  for select to anon, authenticated
  using (exists (
    select 1 from public.system_requirements p where p.id = system_requirements_translations.system_requirements_id and p.published
  ));

-- The trigger function is not an API: keep it out of PostgREST's RPC surface.
revoke execute on function public.set_updated_at() from public, anon, authenticated;
