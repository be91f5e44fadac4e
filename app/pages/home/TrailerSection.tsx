import { RELEASE_TRAILER_ID } from '../../../shared/media.ts';
import { usePage, useProse } from '../../context.tsx';
import { Section } from '../../ui/Section.tsx';
import { VideoEmbed } from '../../islands/VideoEmbed.tsx';
import { TRAILER_POSTER } from './poster.ts';

export function TrailerSection() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <Section id="trailer" title={t('home.trailer.title')}>
      <p className="text-mist">{prose('home.trailer.text')}</p>
      <VideoEmbed videoId={RELEASE_TRAILER_ID} title={t('home.trailer.video')} poster={TRAILER_POSTER} />
    </Section>
  );
}
