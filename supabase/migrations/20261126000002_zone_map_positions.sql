-- Where each area sits on the site's schematic map of Pharloom (/guides/map), so an editor places a
-- new area without a deploy: the cell of its top-left corner on a coarse grid (columns west to east,
-- rows from the top of the kingdom down) and how many cells it spans. An area without a position is
-- listed on the page but not drawn, so both coordinates are given or neither.
alter table public.zones
  add column map_x smallint check (map_x between 0 and 15),
  add column map_y smallint check (map_y between 0 and 15),
  add column map_w smallint not null default 1 check (map_w between 1 and 8),
  add column map_h smallint not null default 1 check (map_h between 1 and 8),
  add constraint zones_map_position check ((map_x is null) = (map_y is null));
