import type { Lang } from '../../../shared/languages.ts';
import { usePage } from '../../context.tsx';

/** The site's own ratings are labelled as such wherever they are shown. */
export function SiteRatingNote() {
  const { t } = usePage();
  return <p className="max-w-2xl text-sm text-mist">{t('encyclopaedia.siteRating')}</p>;
}

/** Says so when an entry (or, with `note`, an article) is shown in English because the page's language has no text yet. */
export function FallbackNote({ textLanguage, note = 'encyclopaedia.fallback' }: { textLanguage: Lang; note?: 'encyclopaedia.fallback' | 'news.fallback' }) {
  const { t, lang } = usePage();
  if (textLanguage === lang) return null;
  return <p role="note" className="rounded-lg border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-silk">{t(note)}</p>;
}

/** The backend failed and nothing is cached: say so instead of an empty list. */
export function Unavailable() {
  const { t } = usePage();
  return <p role="status" className="card text-mist">{t('encyclopaedia.empty')}</p>;
}
