-- Whether players tick an item off (shared/schema/item.ts): not a currency, and not a kind whose every
-- piece is a collectible of its own. Existing rows keep being ticked.
alter table public.items add column tracked boolean not null default true;
