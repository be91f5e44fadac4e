import type { ReactNode } from 'react';
import type { Act } from '../../../shared/schema/enums.ts';
import { Spoiler } from '../../ui/Spoiler.tsx';

export interface Fact {
  term: string;
  value: ReactNode;
}

/** Facts as a definition list; facts without a value (false, null) are left out. `className` lays it out. */
export function Facts({ facts, className }: { facts: readonly (Fact | false | null)[]; className: string }) {
  return (
    <dl className={`facts ${className}`}>
      {facts.flatMap((f) =>
        f ? [
          <dt key={`t-${f.term}`}>{f.term}</dt>,
          <dd key={`d-${f.term}`}>{f.value}</dd>,
        ] : [],
      )}
    </dl>
  );
}

/**
 * One boss, item or area, the content of a list item: a heading that is also its anchor (and search
 * passage), its facts, then its texts; the whole card hidden behind its act for a visitor who has
 * not got that far.
 */
export function GuideEntry({ id, title, act, facts, children }: { id: string; title: string; act?: Act | null; facts: readonly (Fact | null)[]; children: ReactNode }) {
  return (
    <Spoiler act={act} block>
      <article aria-labelledby={id} className="card h-full space-y-3">
        <h2 id={id} className="scroll-mt-24 font-display text-2xl text-silk">{title}</h2>
        <Facts facts={facts} className="items-center gap-x-4 gap-y-1.5" />
        {children}
      </article>
    </Spoiler>
  );
}
