import { usePage } from '../../context.tsx';
import { RouteLink } from '../../ui/RouteLink.tsx';
import { Section } from '../../ui/Section.tsx';
import { NewsCard } from '../news/NewsCard.tsx';
import type { Latest } from './latest.ts';

/** The newest articles as cards (their covers load lazily, below the hero), and the way to all of them. */
export function LatestNews({ latest }: { latest: Latest }) {
  const { t } = usePage();
  return (
    <Section id="latest-news" title={t('home.news.title')}>
      {latest.kind === 'unavailable' ? (
        <p role="status" className="card text-mist">{t('home.news.unavailable')}</p>
      ) : latest.items.length === 0 ? (
        <p className="card text-mist">{t('news.empty')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {latest.items.map((item) => (
            <li key={item.slug}>
              <NewsCard item={item} priority={false} heading="h3" />
            </li>
          ))}
        </ul>
      )}
      <p><RouteLink to="news">{t('home.news.all')}</RouteLink></p>
    </Section>
  );
}
