import type { ReactNode } from 'react';
import { usePage } from '../context.tsx';
import type { RelatedLink } from '../routes/module.ts';
import type { Crumb } from './breadcrumbs.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { Header } from '../islands/Header.tsx';
import { Sidebar } from './Sidebar.tsx';
import { SpoilerQuestion } from '../ui/SpoilerQuestion.tsx';
import { LAST_CHECKED } from '../../shared/static/checked.ts';
import type { StaticRouteId } from '../../shared/routes.ts';
import { formatDate } from '../ui/intl.ts';

/** When the page's time-sensitive facts were last checked, on the pages that have such facts. */
function LastChecked() {
  const { t, lang, route } = usePage();
  const day = route && LAST_CHECKED[route.id as StaticRouteId];
  if (!day) return null;
  return <p className="mt-12 text-sm text-mist">{t('common.lastChecked', { date: formatDate(lang, day) })}</p>;
}

/** Header, the first visit's spoiler question, breadcrumbs, the page and its related-links sidebar, footer. */
export function Layout({ crumbs, related, children }: { crumbs: Crumb[]; related?: RelatedLink[]; children: ReactNode }) {
  const { t, route } = usePage();
  return (
    <>
      <a href="#main" className="skip-link">{t('header.skipToContent')}</a>
      <Header />
      <SpoilerQuestion />
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <Breadcrumbs crumbs={crumbs} />
        {/* Home is full-bleed (hero); its related links follow the content instead of a column. */}
        <div className={route && route.id !== 'home' ? 'grid gap-10 lg:grid-cols-[minmax(0,1fr)_15rem]' : 'space-y-10'}>
          <main id="main" tabIndex={-1} className="min-w-0">
            {children}
            <LastChecked />
          </main>
          {route && <Sidebar routeId={route.id} own={related} />}
        </div>
      </div>
      <Footer />
    </>
  );
}
