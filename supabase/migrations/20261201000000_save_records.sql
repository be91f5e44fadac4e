-- How the game's save file records each entry a player ticks (shared/schema/saveRecord.ts): a
-- visitor's own save, read in their browser, ticks the entries whose record it holds. Null: no
-- source says how the save records it.
alter table public.bosses add column save jsonb;
alter table public.items add column save jsonb;
alter table public.collectibles add column save jsonb;
alter table public.zones add column save jsonb;

alter table public.bosses add constraint bosses_save_kind check (save is null or (jsonb_typeof(save) = 'object' and save ? 'kind'));
alter table public.items add constraint items_save_kind check (save is null or (jsonb_typeof(save) = 'object' and save ? 'kind'));
alter table public.collectibles add constraint collectibles_save_kind check (save is null or (jsonb_typeof(save) = 'object' and save ? 'kind'));
alter table public.zones add constraint zones_save_kind check (save is null or (jsonb_typeof(save) = 'object' and save ? 'kind'));
