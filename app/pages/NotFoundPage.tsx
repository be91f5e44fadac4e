import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';

export function NotFoundPage() {
  const { t, lang } = usePage();
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="not-found-title">
      <p className="font-display text-7xl text-crimson" aria-hidden="true">{t('notFound.code')}</p>
      <h1 id="not-found-title" className="mt-4 font-display text-3xl">
        <span className="sr-only">{t('notFound.code')} </span>{t('notFound.title')}
      </h1>
      <p className="mt-3 text-mist">{t('notFound.text')}</p>
      <a href={localizedPath(lang, '/')} className="btn btn-primary mt-8">{t('notFound.returnHome')}</a>
    </section>
  );
}
