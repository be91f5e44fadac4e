import { usePage } from '../../context.tsx';

/** What the list shows until its data arrives (streamed in the shell; crawlers never see it). */
export function NewsSkeleton() {
  const { t } = usePage();
  return (
    <div data-skeleton="news" aria-busy="true">
      <p role="status" className="sr-only">{t('news.loading')}</p>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="card animate-pulse space-y-3 p-0">
            <div className="aspect-[40/21] bg-white/6" />
            <div className="space-y-3 p-5">
              <div className="h-3 w-1/3 rounded bg-white/8" />
              <div className="h-5 w-4/5 rounded bg-white/10" />
              <div className="h-3 w-full rounded bg-white/6" />
              <div className="h-3 w-2/3 rounded bg-white/6" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
