import { RELEASE_DATE, TIMELINE } from '../../../shared/static/releaseDate.ts';
import { usePage, useProse } from '../../context.tsx';
import { formatDate } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';

export function Timeline() {
  const { t, lang } = usePage();
  const prose = useProse();
  const date = formatDate(lang, RELEASE_DATE);
  return (
    <Section id="timeline" title={t('release.timeline.title')}>
      <ol className="space-y-6 border-l-2 border-gold/30 pl-6">
        {TIMELINE.map((m) => (
          <li key={m.year} className="relative">
            <span aria-hidden="true" className="absolute -left-[33px] top-1.5 h-4 w-4 rounded-full border-2 border-gold bg-ink" />
            <h3 className="flex flex-wrap items-baseline gap-3 text-lg font-semibold text-silk">
              <time dateTime={String(m.year)} className="font-display text-2xl text-gold">{m.year}</time>
              {prose(m.title)}
            </h3>
            <p className="text-mist">{prose(m.text, { date })}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
