import { PLATFORMS } from '../../../shared/static/platforms.ts';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { RouteLink } from '../../ui/RouteLink.tsx';
import { Section } from '../../ui/Section.tsx';
import { PlatformFacts } from './PlatformFacts.tsx';

export function PlatformCards() {
  const { t } = usePage();
  return (
    <Section id="platform-cards" title={t('platformsPage.cards.title')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {PLATFORMS.map((p) => (
          <li key={p.slug} className="card flex flex-col gap-4">
            <h3 className="flex flex-wrap items-center gap-3 font-display text-2xl text-silk">
              {t(p.name)}
              {p.badge && <Badge tone="crimson">{t(p.badge)}</Badge>}
            </h3>
            <PlatformFacts platform={p} />
            <p className="mt-auto">
              <RouteLink to={p.slug}>{t('platformsPage.cards.details', { platform: t(p.name) })}</RouteLink>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
