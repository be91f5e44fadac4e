import { Fragment, type ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
}

/** The list that holds a guide's entries: one column on phones, two from medium screens. */
export function GuideEntries({ children }: { children: ReactNode }) {
  return <ul className="grid gap-5 md:grid-cols-2">{children}</ul>;
}

/**
 * One boss, item or area: a heading that is also its anchor (and search passage), its facts as
 * a definition list (a fact without a value, null, is left out), then its texts.
 */
export function GuideEntry({ id, title, facts, children }: { id: string; title: string; facts: readonly (Fact | null)[]; children: ReactNode }) {
  return (
    <li>
      <article aria-labelledby={id} className="card h-full space-y-3">
        <h2 id={id} className="scroll-mt-24 font-display text-2xl text-silk">{title}</h2>
        <dl className="facts items-center gap-x-4 gap-y-1.5">
          {facts.flatMap((f) => (f ? [f] : [])).map((f) => (
            <Fragment key={f.term}>
              <dt>{f.term}</dt>
              <dd>{f.value}</dd>
            </Fragment>
          ))}
        </dl>
        {children}
      </article>
    </li>
  );
}
