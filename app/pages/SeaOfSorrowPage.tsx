import type { FactStatus } from '../../shared/schema/expansion.ts';
import { Countdown } from '../islands/Countdown.tsx';
import { usePage } from '../context.tsx';
import { Badge } from '../ui/Badge.tsx';
import { formatDate } from '../ui/intl.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { textLang } from '../ui/textLanguage.ts';
import { Sources, useTextLang } from './encyclopaedia/EntryText.tsx';
import { SourceLinks } from '../ui/SourceLinks.tsx';
import { Facts } from './encyclopaedia/Facts.tsx';
import { Unavailable } from './encyclopaedia/Notes.tsx';
import type { ExpansionData } from './expansion/types.ts';

type Fact = Extract<ExpansionData, { kind: 'ok' }>['facts'][number];

/** One fact, marked announced or not; its id is its anchor (where search links to it). */
function FactItem({ fact }: { fact: Fact }) {
  const { t, lang } = usePage();
  return (
    <li id={fact.slug} className="card scroll-mt-24 space-y-2">
      <Badge tone={fact.status === 'announced' ? 'gold' : 'mist'}>{t(`seaOfSorrow.status.${fact.status}`)}</Badge>
      <p lang={textLang(fact.lang, lang)} className="text-silk/90">{fact.text}</p>
      <SourceLinks urls={fact.sources} />
    </li>
  );
}

function FactSection({ id, title, status, facts }: { id: string; title: string; status: FactStatus; facts: readonly Fact[] }) {
  const shown = facts.filter((f) => f.status === status);
  if (shown.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <ul className="space-y-3">{shown.map((f) => <FactItem key={f.slug} fact={f} />)}</ul>
    </Section>
  );
}

/** /sea-of-sorrow: what is announced about the expansion and what is not, each with its sources; a countdown once a date is set. */
export function SeaOfSorrowPage({ data }: { data: ExpansionData }) {
  const { t } = usePage();
  return (
    <>
      <PageIntro heading={t('pages.seaOfSorrow.heading')} intro={t('pages.seaOfSorrow.intro')} />
      {data.kind === 'unavailable' ? <Unavailable /> : (
        <div className="mx-auto max-w-3xl space-y-12">
          <ExpansionSummary expansion={data.expansion} />
          {data.countdown && (
            <Countdown
              targetDate={data.countdown}
              title={t('seaOfSorrow.countdown', { name: data.expansion.name })}
              finishedText={t('seaOfSorrow.released', { name: data.expansion.name })}
            />
          )}
          <FactSection id="announced" title={t('seaOfSorrow.announcedHeading')} status="announced" facts={data.facts} />
          <FactSection id="not-announced" title={t('seaOfSorrow.openHeading')} status="not-announced" facts={data.facts} />
          <Sources urls={data.expansion.sources} />
        </div>
      )}
    </>
  );
}

function ExpansionSummary({ expansion }: { expansion: Extract<ExpansionData, { kind: 'ok' }>['expansion'] }) {
  const { t, lang } = usePage();
  const own = useTextLang(expansion.lang);
  return (
    <div id={expansion.slug} className="card scroll-mt-24 space-y-3">
      <p lang={own} className="font-display text-2xl text-silk">{expansion.name}</p>
      {expansion.summary && <p lang={own} className="text-mist">{expansion.summary}</p>}
      <Facts
        className="items-baseline gap-x-6 gap-y-1.5"
        facts={[
          { term: t('seaOfSorrow.announced'), value: <time dateTime={expansion.announced}>{formatDate(lang, expansion.announced)}</time> },
          {
            term: t('seaOfSorrow.releaseDate'),
            value: expansion.release_date ? <time dateTime={expansion.release_date}>{formatDate(lang, expansion.release_date)}</time> : t('seaOfSorrow.noDate'),
          },
          // "Not announced yet" is only as current as the last look at the sources.
          ...(expansion.checked_at ? [{ term: t('seaOfSorrow.checked'), value: <time dateTime={expansion.checked_at}>{formatDate(lang, expansion.checked_at)}</time> }] : []),
        ]}
      />
    </div>
  );
}
