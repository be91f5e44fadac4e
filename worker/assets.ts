import manifest from '../dist/manifest.json';
import type { Assets } from '../app/render.tsx';
import type { Lang } from '../shared/languages.ts';

/** Content-hashed client files written by `npm run build` (scripts/build.ts). */
export const ASSETS: Assets = { client: manifest.client, css: manifest.css };

/** The static search index of each language, served by Workers Static Assets. */
export const SEARCH_INDEX_FILES: Record<Lang, string> = manifest.search;

/** This build's id (a hash of its sources): part of every page-cache key. */
export const BUILD: string = manifest.build;

/** The published records of content/ as a static file: the data without Supabase (worker/data/bundled.ts). */
export const RECORDS_FILE: string = manifest.records;
