import { Suspense, use } from 'react';
import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import type { NewsListData } from './news/types.ts';
import { NewsCard } from './news/NewsCard.tsx';
import { NewsSkeleton } from './news/NewsSkeleton.tsx';
import { Pagination } from './news/Pagination.tsx';

// Covers of the first row load at once; the rest wait until they are near the viewport.
const EAGER_COVERS = 3;

function NewsListing({ listing }: { listing: NewsListData['listing'] }) {
  const { t } = usePage();
  const { items, page, pageCount } = listing instanceof Promise ? use(listing) : listing;
  if (items.length === 0) return <p className="card text-mist">{t('news.empty')}</p>;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item, i) => (
          <li key={item.slug}>
            <NewsCard item={item} priority={i < EAGER_COVERS} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} />
    </>
  );
}

/** Published news, newest first, 12 a page; while the list is on its way the shell streams first and the list follows. */
export function NewsListPage({ data }: { data: NewsListData }) {
  const { t } = usePage();
  return (
    <>
      <PageIntro heading={t('pages.news.heading')} intro={t('pages.news.intro')} />
      <Suspense fallback={<NewsSkeleton />}>
        <NewsListing listing={data.listing} />
      </Suspense>
    </>
  );
}
