import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { SearchForm } from '../layout/SearchForm.tsx';
import { NAV } from '../../shared/routes.ts';

/** 404 (and the body of a 503): the message, a search box and the main sections, so a lost visitor has ways on. */
export function NotFoundPage() {
  const { t, lang } = usePage();
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="not-found-title">
      <p className="font-display text-7xl text-crimson" aria-hidden="true">{t('notFound.code')}</p>
      <h1 id="not-found-title" className="mt-4 font-display text-3xl">
        <span className="sr-only">{t('notFound.code')} </span>{t('notFound.title')}
      </h1>
      <p className="mt-3 text-mist">{t('notFound.text')}</p>
      <h2 className="mt-10 font-display text-xl text-gold">{t('notFound.searchTitle')}</h2>
      <div className="mt-3">
        <SearchForm id="not-found-q" />
      </div>
      <nav aria-labelledby="not-found-sections" className="mt-10">
        <h2 id="not-found-sections" className="font-display text-xl text-gold">{t('notFound.sectionsTitle')}</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2">
          {NAV.filter((n) => n.route.id !== 'home').map((n) => (
            <li key={n.route.id}><a href={localizedPath(lang, n.route.path)} className="link">{t(n.route.label)}</a></li>
          ))}
        </ul>
      </nav>
      <a href={localizedPath(lang, '/')} className="btn btn-primary mt-10">{t('notFound.returnHome')}</a>
    </section>
  );
}
