import { BEGINNER_SECTIONS } from '../../shared/static/guides.ts';
import { usePage, useProse } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { Tip } from './guides/Tip.tsx';

export function GettingStartedPage() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <>
      <PageIntro heading={t('pages.gettingStarted.heading')} intro={t('pages.gettingStarted.intro')} />
      <div className="max-w-3xl space-y-10">
        <p className="text-lg text-silk">{prose('guides.gettingStarted.lead')}</p>
        {BEGINNER_SECTIONS.map((s) => (
          <Section key={s} id={s} title={prose(`guides.gettingStarted.${s}.heading`)}>
            <p className="text-mist">{prose(`guides.gettingStarted.${s}.text`)}</p>
            <Tip text={prose(`guides.gettingStarted.${s}.tip`)} />
          </Section>
        ))}
      </div>
    </>
  );
}
