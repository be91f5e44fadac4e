import type { FaqGroup } from '../../shared/faq.ts';
import { useProse } from '../context.tsx';
import { Icon } from './Icon.tsx';

/**
 * Questions as `<details>`: the first open, each toggling on its own, several open together,
 * all without JavaScript.
 */
export function FaqList({ groups, headingLevel = 2 }: { groups: readonly FaqGroup[]; headingLevel?: 2 | 3 }) {
  const prose = useProse();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  let first = true;
  return (
    <div className="space-y-8">
      {groups.map((g, gi) => (
        <section key={gi} className="space-y-3">
          {g.title && <Heading className="font-display text-2xl text-gold">{prose(g.title)}</Heading>}
          {g.entries.map((e) => {
            const open = first;
            first = false;
            return (
              <details key={e.question} open={open} className="faq-item group rounded-lg border border-white/10 bg-ink-2/70">
                <summary className="flex cursor-pointer items-center justify-between gap-4 px-4 py-3 font-medium text-silk hover:text-gold">
                  {prose(e.question)}
                  <Icon name="chevron" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <p className="px-4 pb-4 text-mist">{prose(e.answer)}</p>
              </details>
            );
          })}
        </section>
      ))}
    </div>
  );
}
