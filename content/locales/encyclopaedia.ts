import type { Lang } from '../languages.ts';
import type { BossProse, Glossary, ItemProse, Translated, TrailerProse, ZoneProse } from '../encyclopaedia/types.ts';
import { encyclopaedia as de } from './de/index.ts';
import { encyclopaedia as en } from './en/index.ts';
import { encyclopaedia as es } from './es/index.ts';
import { encyclopaedia as fr } from './fr/index.ts';
import { encyclopaedia as ja } from './ja/index.ts';
import { encyclopaedia as pt } from './pt/index.ts';
import { encyclopaedia as ru } from './ru/index.ts';
import { encyclopaedia as zh } from './zh/index.ts';

/** One language's encyclopaedia: its glossary of in-game names and the texts of every entry, keyed like English. */
export interface EncyclopaediaLocale {
  glossary: Glossary<typeof en.glossary>;
  bosses: Translated<typeof en.bosses, BossProse>;
  zones: Translated<typeof en.zones, ZoneProse>;
  items: Translated<typeof en.items, ItemProse>;
  trailers: Translated<typeof en.trailers, TrailerProse>;
}

/** Every language's encyclopaedia (the bundled records); in Supabase a missing translation shows English and says so. */
export const LOCALES: Record<Lang, EncyclopaediaLocale> = { en, es, pt, fr, de, zh, ja, ru };
