import type { ReactNode } from 'react';

/** A section heading whose `id` is its anchor (and the search index's passage link). */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return <h2 id={id} className="scroll-mt-24 font-display text-2xl text-gold sm:text-3xl">{children}</h2>;
}

export function Section({ id, title, className = '', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`space-y-4 ${className}`}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {children}
    </section>
  );
}
