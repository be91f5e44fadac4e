import { usePage } from '../../context.tsx';
import { formatDate } from '../../ui/intl.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { EntryLinkTo } from './EntryLinks.tsx';
import { useTextLang } from './EntryText.tsx';
import { Unavailable } from './Notes.tsx';
import type { TrailerTeaser, TrailersData } from './types.ts';

function TrailerItem({ trailer }: { trailer: TrailerTeaser }) {
  const { lang } = usePage();
  const textLang = useTextLang(trailer.lang);
  return (
    <li className="card flex flex-wrap items-baseline justify-between gap-2">
      <span lang={textLang} className="font-display text-xl"><EntryLinkTo kind="trailers" to={{ slug: trailer.slug, name: trailer.title }} /></span>
      <time dateTime={trailer.date} className="text-sm text-mist">{formatDate(lang, trailer.date)}</time>
    </li>
  );
}

/** /trailers: every official trailer, newest first; the videos themselves load on their own pages. */
export function Trailers({ data }: { data: TrailersData }) {
  const { t } = usePage();
  return (
    <>
      <PageIntro heading={t('encyclopaedia.trailers.heading')} intro={t('encyclopaedia.trailers.intro')} />
      {data.kind === 'unavailable' ? <Unavailable /> : (
        <ul className="mx-auto max-w-3xl space-y-4">
          {data.entries.map((tr) => <TrailerItem key={tr.slug} trailer={tr} />)}
        </ul>
      )}
    </>
  );
}
