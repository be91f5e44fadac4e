import { route } from '../../../shared/routes.ts';
import { CONFIRMED, RUMOURED, type RumourOutcome } from '../../../shared/static/releaseDate.ts';
import { usePage, useProse } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { CheckList, type CheckItem } from '../../ui/CheckList.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { formatDate } from '../../ui/intl.ts';
import { RouteLink } from '../../ui/RouteLink.tsx';
import { Section } from '../../ui/Section.tsx';
import { SourcesNote } from '../../ui/SourceLinks.tsx';

/**
 * The confirmed and rumoured lists, both open by default and collapsible without JavaScript. A rumour
 * stays as it was; what the sources have since said of it follows it, labelled so.
 */
export function KnownLists() {
  const { t } = usePage();
  const prose = useProse();
  const rumours = RUMOURED.map((r): CheckItem => (r.outcome ? { text: prose(r.text), more: <Outcome outcome={r.outcome} /> } : prose(r.text)));
  return (
    <Section id="confirmed-and-rumoured" title={t('release.known.title')}>
      <div className="grid gap-4 md:grid-cols-2">
        <Collapsible title={t('release.known.confirmed.title')} items={CONFIRMED.map((k) => prose(k))} marker="check" />
        <Collapsible title={t('release.known.rumoured.title')} intro={prose('release.known.rumoured.intro')} items={rumours} marker="question" />
      </div>
    </Section>
  );
}

function Outcome({ outcome }: { outcome: RumourOutcome }) {
  const { t, lang } = usePage();
  const prose = useProse();
  return (
    <div className="mt-2 space-y-2 border-l-2 border-gold/40 pl-3">
      <p className="text-silk">
        <Badge tone="gold">{t('release.known.rumoured.outcome')}</Badge> {prose(outcome.text, outcome.date ? { date: formatDate(lang, outcome.date) } : undefined)}
      </p>
      {outcome.link && (
        <p>
          <RouteLink to={outcome.link}>{t(route(outcome.link).label)}</RouteLink>
        </p>
      )}
      <SourcesNote urls={outcome.sources} />
    </div>
  );
}

function Collapsible({ title, intro, items, marker }: { title: string; intro?: string; items: readonly CheckItem[]; marker: 'check' | 'question' }) {
  return (
    <details open className="group card self-start">
      <summary className="flex cursor-pointer items-center justify-between gap-4 font-display text-xl text-silk hover:text-gold">
        {title}
        <Icon name="chevron" className="h-5 w-5 shrink-0 text-mist transition-transform group-open:rotate-180" />
      </summary>
      {intro && <p className="mt-3 text-sm italic text-mist">{intro}</p>}
      <CheckList items={items} marker={marker} className="mt-3" />
    </details>
  );
}
