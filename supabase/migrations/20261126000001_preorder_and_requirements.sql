-- The pre-order page's editions and regional prices, and the platforms page's PC requirements,
-- become rows editors correct without a deploy. A pre-order variant is one edition in one region
-- (its price in that region's currency); a system requirements row is one level (minimum or
-- recommended), the newest published row of each level being the one shown. Product names and
-- sizes read the same in every language, so they are columns; sentences are translations.
-- Existing rows take a slug from their id (a uuid is a valid slug) and temporary defaults.

alter table public.preorder_variants
  add column slug text,
  add column edition text not null default 'standard' check (edition in ('standard', 'deluxe', 'collector')),
  add column currency text not null default 'USD' check (currency in ('USD', 'EUR', 'GBP', 'JPY')),
  add column price numeric(10, 2) not null default 0 check (price >= 0),
  add column platforms text[] not null default '{}' check (platforms <@ array['steam', 'playstation', 'xbox', 'nintendo']),
  add column popular boolean not null default false;
update public.preorder_variants set slug = id::text where slug is null;
alter table public.preorder_variants
  alter column slug set not null,
  add constraint preorder_variants_slug_key unique (slug),
  add constraint preorder_variants_region_check check (region in ('us', 'eu', 'uk', 'jp')) not valid,
  alter column edition drop default, alter column currency drop default, alter column price drop default;

alter table public.preorder_variant_translations
  add column bonuses text[] not null default '{}';

alter table public.system_requirements
  add column slug text,
  add column level text not null default 'minimum' check (level in ('minimum', 'recommended')),
  add column os text not null default '',
  add column processor text[] not null default '{}',
  add column memory text not null default '',
  add column graphics text[] not null default '{}',
  add column directx text not null default '',
  add column storage text not null default '';
update public.system_requirements set slug = id::text where slug is null;
alter table public.system_requirements
  alter column slug set not null,
  add constraint system_requirements_slug_key unique (slug),
  alter column level drop default, alter column os drop default, alter column memory drop default,
  alter column directx drop default, alter column storage drop default;

alter table public.system_requirements_translations
  add column storage_note text;
