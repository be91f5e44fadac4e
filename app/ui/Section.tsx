import type { ReactNode } from 'react';
import { useCachedMarkup } from './cachedMarkup.tsx';

/** A section heading whose `id` is its anchor (and the search index's passage link). */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return <h2 id={id} className="scroll-mt-24 font-display text-2xl text-gold sm:text-3xl">{children}</h2>;
}

const sectionClass = (className: string) => `space-y-4 ${className}`;

export function Section({ id, title, className = '', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass(className)}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {children}
    </section>
  );
}

/**
 * A section whose heading and content are kept markup (see cachedMarkup.tsx): made once per `owner`
 * and `variant` in each language, by `render`, which reads nothing else (not the request).
 */
export function KeptSection({ id, title, owner, variant, render }: { id: string; title: string; owner: object; variant: string; render: () => ReactNode }) {
  const cached = useCachedMarkup();
  const content = () => (
    <>
      <SectionHeading id={id}>{title}</SectionHeading>
      {render()}
    </>
  );
  return <section aria-labelledby={id} className={sectionClass('')} dangerouslySetInnerHTML={{ __html: cached({ owner, variant, render: content }) }} />;
}
