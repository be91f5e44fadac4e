import { usePage } from '../../context.tsx';
import { localizedPath } from '../../../shared/paths.ts';
import { pageWindow } from '../../../shared/pagination.ts';

/** Plain links (works without JavaScript; a new page starts at the top): Previous, up to 5 numbers, Next. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t, lang } = usePage();
  if (pageCount <= 1) return null;
  const href = (n: number) => localizedPath(lang, n === 1 ? '/news' : `/news?page=${n}`);
  const step = (n: number, label: string, rel: 'prev' | 'next') =>
    n >= 1 && n <= pageCount ? (
      <a href={href(n)} rel={rel} className="btn">{label}</a>
    ) : (
      <span aria-disabled="true" className="btn cursor-not-allowed opacity-50">{label}</span>
    );
  return (
    <nav aria-label={t('news.pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {step(page - 1, t('news.pagination.previous'), 'prev')}
      {pageWindow(page, pageCount).map((n) => (
        <a
          key={n}
          href={href(n)}
          aria-label={t('news.pagination.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          className={n === page ? 'btn btn-primary' : 'btn'}
        >
          {n}
        </a>
      ))}
      {step(page + 1, t('news.pagination.next'), 'next')}
    </nav>
  );
}
