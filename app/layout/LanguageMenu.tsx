import { LANGUAGES, language } from '../../shared/languages.ts';
import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { Icon } from '../ui/Icon.tsx';

/**
 * Links to the current path in each language it exists in (an article written in one language links
 * only that one), query kept (a search or a news page survives the switch; URLSearchParams does the
 * escaping); the current language is always listed and marked. A path the route table does not know
 * exists in no language, so there each language's home is the way on.
 */
export function LanguageLinks({ className = '' }: { className?: string }) {
  const { lang, path, query, route, languages } = usePage();
  const search = route ? new URLSearchParams(query).toString() : '';
  const target = route ? path : '/';
  const suffix = search ? `?${search}` : '';
  const shown = LANGUAGES.filter((l) => l.code === lang || !languages || languages.includes(l.code));
  return (
    <ul className={className}>
      {shown.map((l) => (
        <li key={l.code}>
          <a
            href={`${localizedPath(l.code, target)}${suffix}`}
            hrefLang={l.tag}
            lang={l.tag}
            aria-current={l.code === lang ? 'true' : undefined}
            className="lang-link"
          >
            <span aria-hidden="true">{l.flag}</span>
            <span>{l.nativeName}</span>
            {l.code === lang && <Icon name="check" className="ml-auto h-4 w-4" />}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function LanguageMenu() {
  const { t, lang } = usePage();
  const current = language(lang);
  return (
    <details className="dropdown" data-dropdown>
      <summary className="icon-btn gap-2 px-2" aria-label={`${t('header.language')}: ${current.nativeName}`}>
        <span aria-hidden="true">{current.flag}</span>
        {/* Between 1280 and 1535 px the main navigation fills the row: the flag alone names the language there. */}
        <span className="hidden sm:inline xl:hidden 2xl:inline" aria-hidden="true">{current.nativeName}</span>
        <Icon name="chevron" className="h-4 w-4" />
      </summary>
      <div className="menu right-0">
        <LanguageLinks className="min-w-44" />
      </div>
    </details>
  );
}
