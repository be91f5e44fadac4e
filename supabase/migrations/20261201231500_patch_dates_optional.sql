-- Every build since launch is listed on /updates, including builds that no two sources date: a
-- patch's date may be empty. The history is therefore ordered by creation, like the encyclopaedia:
-- the bundled list's order (npm run db:seed gives its rows one minute apart, counting back from the
-- release), each patch an editor adds going on top.
alter table public.patches alter column date drop not null;

-- The four patches seeded before this change were all created in the same statement; give them the
-- places the bundled list now gives them, so the builds the seed adds fall in between in build order.
update public.patches
set created_at = timestamptz '2025-09-04 12:00:00+00' - make_interval(mins => case slug
  when 'patch-4' then 5
  when 'patch-4-beta' then 6
  when 'patch-2' then 9
  when 'patch-1' then 12
end)
where slug in ('patch-4', 'patch-4-beta', 'patch-2', 'patch-1');

drop index public.patches_published_date_idx;
create index patches_published_created_idx on public.patches (published, created_at desc);
