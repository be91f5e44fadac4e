import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { Icon } from '../ui/Icon.tsx';
import { QUERY_MAX_LENGTH } from '../../shared/searchContract.ts';

/**
 * A plain GET form to /search in the current language, so it works without JavaScript.
 * `pattern` makes the browser refuse a blank query; the header island also trims before submitting.
 */
export function SearchForm({ id, closable = false, defaultValue }: { id: string; closable?: boolean; defaultValue?: string }) {
  const { t, lang } = usePage();
  return (
    <form role="search" method="get" action={localizedPath(lang, '/search')} className="search-form flex items-center gap-2" data-search-form>
      <label htmlFor={id} className="sr-only">{t('header.searchLabel')}</label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        required
        pattern=".*\S.*"
        maxLength={QUERY_MAX_LENGTH}
        autoComplete="off"
        placeholder={t('header.searchPlaceholder')}
        className="input min-w-0 flex-1"
      />
      <button type="submit" className="btn btn-primary">{t('header.searchSubmit')}</button>
      {closable && (
        <button type="button" className="icon-btn" data-search-close hidden aria-label={t('header.closeSearch')}>
          <Icon name="close" />
        </button>
      )}
    </form>
  );
}
