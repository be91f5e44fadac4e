import { watchUrl } from '../../../shared/media.ts';
import { usePage } from '../../context.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { formatDate } from '../../ui/intl.ts';
import { VideoEmbed } from '../../islands/VideoEmbed.tsx';
import { EntryPage } from './EntryPage.tsx';
import { TextSection } from './EntryText.tsx';
import type { TrailerData } from './types.ts';

/** /trailers/{slug}: the video (lazy island) and what it showed. */
export function TrailerEntry({ data: { trailer } }: { data: TrailerData }) {
  const { t, lang } = usePage();
  return (
    <EntryPage
      kind="trailers"
      name={trailer.title}
      description={null}
      textLanguage={trailer.lang}
      sources={trailer.sources}
      rated={false}
      facts={[
        { term: t('encyclopaedia.labels.released'), value: <time dateTime={trailer.date}>{formatDate(lang, trailer.date)}</time> },
        { term: 'YouTube', value: <ExternalLink href={watchUrl(trailer.video_id)} className="link underline">{t('encyclopaedia.labels.watch')}</ExternalLink> },
      ]}
    >
      <VideoEmbed videoId={trailer.video_id} title={t('encyclopaedia.trailers.video', { title: trailer.title })} />
      <TextSection id="analysis" title={t('encyclopaedia.labels.analysis')} text={trailer.analysis} textLanguage={trailer.lang} />
    </EntryPage>
  );
}
