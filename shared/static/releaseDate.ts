import release from '../../content/static/releaseDate.json' with { type: 'json' };
import type { Key } from '../i18n.ts';
import type { ProseKey } from '../prose.ts';
import type { RouteId } from '../routes.ts';
import type { SourcedFact } from './sources.ts';

/** September 4, 2025, one moment worldwide (content/static/releaseDate.json). A calendar date, formatted per language. */
export const RELEASE_DATE = release.releaseDate;

/** The home countdown targets this instant (the eve of the release). */
export const COUNTDOWN_TARGET = release.countdownTarget;

/** A release timezone row; the site's pre-launch estimates. */
export interface TimezoneRow {
  zone: string;
  time: string;
  name: Key;
}

export const RELEASE_TIMES = release.releaseTimes as readonly TimezoneRow[];

export interface Milestone {
  year: number;
  title: ProseKey;
  text: ProseKey;
}

export const TIMELINE = release.timeline as readonly Milestone[];

export const CONFIRMED = release.confirmed as readonly ProseKey[];

/**
 * What became of a rumour since launch, beside it and labelled so: its `date` (a calendar day, as
 * `{{date}}` in the text) and the page of this site that tells more (`link`).
 */
export interface RumourOutcome extends SourcedFact {
  date?: string;
  link?: RouteId;
}

/** A piece of fan speculation from before launch, kept as it was; `outcome` when the sources have since settled it. */
export interface Rumour {
  text: ProseKey;
  outcome?: RumourOutcome;
}

/** Fan speculation from before launch, shown under a heading that says so. */
export const RUMOURED = release.rumoured as readonly Rumour[];
