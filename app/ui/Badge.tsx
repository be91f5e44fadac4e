import type { ReactNode } from 'react';

// Shortcuts of scripts/uno.config.ts, spelled out here so the stylesheet generator finds them.
const TONES = {
  gold: 'badge-gold',
  crimson: 'badge-crimson',
  mist: 'badge-mist',
  silk: 'badge-silk',
  solidGold: 'badge-solid-gold',
  solidCrimson: 'badge-solid-crimson',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = 'mist', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge ${TONES[tone]}`}>{children}</span>;
}
