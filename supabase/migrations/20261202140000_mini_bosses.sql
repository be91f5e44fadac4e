-- The mini-bosses that each appear once (every Rhinogrund, Covetous Pilgrim, Shardillard and Void
-- Mass) are extras of their own kind (shared/schema/extra.ts).
alter table public.extras drop constraint extras_kind_check;
alter table public.extras add constraint extras_kind_check
  check (kind in ('materium', 'mossberry', 'silkeater', 'pale-oil', 'key', 'tool-variant', 'memento', 'mini-boss'));
