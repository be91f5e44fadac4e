import { usePage, useProse } from '../../context.tsx';
import { RouteLink } from '../../ui/RouteLink.tsx';
import { Section } from '../../ui/Section.tsx';
import { SpoilerLevelSelect } from '../../ui/SpoilerLevelSelect.tsx';

/**
 * The companion for players: their progress, the map, and the spoiler level (bound by the header's
 * script like every such select, so the home page loads no script of its own for it).
 */
export function CompanionSection() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <Section id="companion" title={t('home.companion.title')}>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <div className="space-y-4">
          <p className="text-lg text-mist">{prose('home.companion.text')}</p>
          <ul className="flex flex-wrap gap-3">
            <li><RouteLink to="progress" className="btn btn-primary">{t('nav.progress')}</RouteLink></li>
            <li><RouteLink to="map" className="btn">{t('home.companion.map')}</RouteLink></li>
          </ul>
        </div>
        <div className="card">
          <SpoilerLevelSelect id="spoiler-level-home" />
        </div>
      </div>
    </Section>
  );
}
