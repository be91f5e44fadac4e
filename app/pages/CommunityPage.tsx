import { SOCIAL_LINKS } from '../../shared/links.ts';
import { COMMUNITY_GROUPS, ETIQUETTE_POINTS } from '../../shared/static/community.ts';
import { usePage, useProse } from '../context.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';

export function CommunityPage() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <>
      <PageIntro heading={t('pages.community.heading')} intro={t('pages.community.intro')} />
      <div className="space-y-12">
        {COMMUNITY_GROUPS.map((g) => (
          <Section key={g.id} id={g.id} title={t(g.title)}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {SOCIAL_LINKS.filter((l) => g.links.includes(l.icon)).map((l) => (
                <li key={l.url} className="card flex gap-4">
                  <Icon name={l.icon} className="mt-1 h-6 w-6 shrink-0 text-gold" />
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-semibold">
                      <ExternalLink href={l.url} className="link underline">{t(l.label)}</ExternalLink>
                    </h3>
                    <p className="text-sm text-mist">{prose(`community.links.${l.icon}`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Section>
        ))}
        <Section id="etiquette" title={t('community.etiquette.heading')}>
          <ul className="max-w-3xl list-disc space-y-2 pl-5 text-mist marker:text-gold/70">
            {ETIQUETTE_POINTS.map((e) => <li key={e}>{prose(`community.etiquette.${e}`)}</li>)}
          </ul>
        </Section>
      </div>
    </>
  );
}
