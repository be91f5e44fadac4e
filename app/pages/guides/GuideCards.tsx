import { GUIDE_CARDS, GUIDE_IMAGE_SIZE, type GuideCardId } from '../../../shared/static/guides.ts';
import { children, type RouteDef } from '../../../shared/routes.ts';
import type { Key } from '../../../shared/i18n.ts';
import { usePage, useProse } from '../../context.tsx';
import { LazyImage } from '../../islands/LazyImage.tsx';
import { RouteLink } from '../../ui/RouteLink.tsx';

function hasCard(r: RouteDef): r is RouteDef & { id: GuideCardId } {
  return r.id in GUIDE_CARDS;
}

/**
 * A card per guide under the guides hub, in the route table's order; titles at the level the page
 * needs, `columns` the grid's from the small breakpoint up (the home page packs them tighter).
 */
export function GuideCards({ heading: Heading, columns = 'sm:grid-cols-2' }: { heading: 'h2' | 'h3'; columns?: string }) {
  const { t } = usePage();
  const prose = useProse();
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {children('guides').map((r) => (
        <li key={r.id}>
          <article className="card relative h-full space-y-3 transition-colors hover:border-gold/50">
            {hasCard(r) && <LazyImage src={GUIDE_CARDS[r.id].image} alt={prose(`guides.hub.${r.id}.alt`)} {...GUIDE_IMAGE_SIZE} className="rounded-lg" />}
            <Heading className="font-display text-2xl">
              {/* The link covers the whole card, so the image and text are one large target. */}
              <RouteLink to={r.id} className="text-silk after:absolute after:inset-0 after:content-[''] hover:text-gold">{t(r.label)}</RouteLink>
            </Heading>
            {/* A collection made from the registry has no art yet: its hub's own introduction describes it. */}
            <p className="text-mist">{hasCard(r) ? prose(`guides.hub.${r.id}.description`) : t(`pages.${r.id}.intro` as Key)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
