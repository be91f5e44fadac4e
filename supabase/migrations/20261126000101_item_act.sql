-- The act in which an item first becomes available, so a visitor's spoiler level can hide items of
-- later acts like bosses and areas; null where the sources do not say.
alter table public.items add column act smallint check (act between 1 and 3);
