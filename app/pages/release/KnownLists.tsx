import type { ProseKey } from '../../../shared/prose.ts';
import { CONFIRMED, RUMOURED } from '../../../shared/static/releaseDate.ts';
import { usePage, useProse } from '../../context.tsx';
import { CheckList } from '../../ui/CheckList.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';

/** The confirmed and rumoured lists, both open by default and collapsible without JavaScript. */
export function KnownLists() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <Section id="confirmed-and-rumoured" title={t('release.known.title')}>
      <div className="grid gap-4 md:grid-cols-2">
        <Collapsible title={t('release.known.confirmed.title')} items={CONFIRMED} marker="check" />
        <Collapsible title={t('release.known.rumoured.title')} intro={prose('release.known.rumoured.intro')} items={RUMOURED} marker="question" />
      </div>
    </Section>
  );
}

function Collapsible({ title, intro, items, marker }: { title: string; intro?: string; items: readonly ProseKey[]; marker: 'check' | 'question' }) {
  const prose = useProse();
  return (
    <details open className="group card self-start">
      <summary className="flex cursor-pointer items-center justify-between gap-4 font-display text-xl text-silk hover:text-gold">
        {title}
        <Icon name="chevron" className="h-5 w-5 shrink-0 text-mist transition-transform group-open:rotate-180" />
      </summary>
      {intro && <p className="mt-3 text-sm italic text-mist">{intro}</p>}
      <CheckList items={items.map((k) => prose(k))} marker={marker} className="mt-3" />
    </details>
  );
}
