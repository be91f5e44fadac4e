-- Each article's own highlight bullets and what it means for players, per language, and the act whose
-- story it spoils (null: none), so the site can hide it from a visitor who has not got that far.
alter table public.news add column act smallint check (act between 1 and 3);

alter table public.news_translations
  add column highlights text[] not null default '{}',
  add column implications text;
