import { boolean, generated, hidden, nullableCount, slug, slugRef, smallint, text, timestamp, uuid, webUrls } from './column.ts';
import { entity, type RowOf } from './entity.ts';

/** A fight's phases in order (the Cogwork Dancers have four). */
export const FIGHT_PHASES = [1, 2, 3, 4] as const;
export type FightPhase = (typeof FIGHT_PHASES)[number];

/**
 * One phase of a fight (an encounter), where two sources agree it has phases: what changes, and the
 * boss's health when it begins where two sources give the same number.
 */
export const FIGHT_PHASE_SCHEMA = entity({
  table: 'fight_phases',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    encounter: slugRef('encounters'),
    phase: smallint(FIGHT_PHASES, 1),
    /** The boss's health left when the phase begins. */
    at_health: nullableCount(),
    sources: webUrls(),
  },
  translations: { table: 'fight_phase_translations', key: 'fight_phase_id', columns: { description: text() } },
  newest: 'created_at',
});

export type FightPhaseRow = RowOf<typeof FIGHT_PHASE_SCHEMA>;
