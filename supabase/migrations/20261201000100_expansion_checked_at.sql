-- When an editor last checked an expansion's facts against the sources: the Sea of Sorrow page says
-- so, since "not announced yet" is only as true as the last look. Null until someone records a check.

alter table public.expansions add column checked_at timestamptz;
