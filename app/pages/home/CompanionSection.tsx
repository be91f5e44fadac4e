import { usePage, useProse } from '../../context.tsx';
import { CompanionSummary } from '../../islands/CompanionSummary.tsx';
import { localizedPath } from '../../../shared/paths.ts';
import { route } from '../../../shared/routes.ts';
import { RouteLink } from '../../ui/RouteLink.tsx';
import { SpoilerLevelSelect } from '../../ui/SpoilerLevelSelect.tsx';

/**
 * The companion, in the home page's first screen: how much the visitor has ticked off, the way
 * back to what is still missing, the map, and the spoiler level (bound by the header's script like
 * every such select). Compact, so a phone shows it whole under the title.
 */
export function CompanionSection() {
  const { t, lang } = usePage();
  const prose = useProse();
  return (
    <section aria-labelledby="companion" className="card w-full max-w-xl space-y-3 text-left backdrop-blur-sm">
      <h2 id="companion" className="scroll-mt-24 font-display text-xl text-gold sm:text-2xl">{t('home.companion.title')}</h2>
      {/* The longer explanation waits for wider screens: on a phone the controls come first. */}
      <p className="hidden text-sm text-mist sm:block">{prose('home.companion.text')}</p>
      <CompanionSummary />
      <ul className="flex flex-wrap gap-2">
        <li><a href={`${localizedPath(lang, route('progress').path)}#missing`} className="btn btn-primary">{t('home.companion.continue')}</a></li>
        <li><RouteLink to="map" className="btn">{t('nav.map')}</RouteLink></li>
      </ul>
      <SpoilerLevelSelect id="spoiler-level-home" />
    </section>
  );
}
