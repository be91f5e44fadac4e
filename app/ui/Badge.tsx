import type { ReactNode } from 'react';

const TONES = {
  gold: 'border-gold/50 bg-gold/10 text-gold',
  crimson: 'border-crimson-light/60 bg-crimson/20 text-crimson-light',
  mist: 'border-white/20 bg-white/5 text-mist',
  silk: 'border-silk/40 bg-silk/10 text-silk',
  solidGold: 'border-gold bg-gold text-ink',
  solidCrimson: 'border-crimson bg-crimson text-white',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = 'mist', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${TONES[tone]}`}>
      {children}
    </span>
  );
}
