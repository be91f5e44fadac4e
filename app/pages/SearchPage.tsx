import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { route } from '../../shared/routes.ts';
import { QUERY_MAX_LENGTH } from '../../shared/searchContract.ts';
import { SearchForm } from '../layout/SearchForm.tsx';
import { Badge } from '../ui/Badge.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Spoiler } from '../ui/Spoiler.tsx';
import type { SearchData } from '../../shared/searchContract.ts';
import type { SearchResult } from '../../shared/searchContract.ts';

function Result({ result }: { result: SearchResult }) {
  const { t, lang } = usePage();
  return (
    <li className="card space-y-2">
      <Spoiler act={result.act} block>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={result.type === 'news' ? 'crimson' : 'gold'}>{t(`searchPage.types.${result.type}`)}</Badge>
          {result.section && <span className="text-sm text-mist">{result.section}</span>}
        </div>
        <h2 className="font-display text-xl">
          <a href={localizedPath(lang, result.path)} className="link">{result.title}</a>
        </h2>
        <p className="text-mist">
          {result.snippet.map((s, i) => (s.mark ? <mark key={i} className="search-mark">{s.text}</mark> : s.text))}
        </p>
      </Spoiler>
    </li>
  );
}

function Suggestions() {
  const { t, lang } = usePage();
  return (
    <div className="space-y-3">
      <p className="text-mist">{t('searchPage.suggestions')}</p>
      <ul className="flex flex-wrap gap-2">
        {(['guides', 'faq', 'news'] as const).map((id) => (
          <li key={id}><a href={localizedPath(lang, route(id).path)} className="btn">{t(route(id).label)}</a></li>
        ))}
      </ul>
    </div>
  );
}

/** Server-rendered search: a GET form (works without JavaScript) and the results of `?q=`. */
export function SearchPage({ data }: { data: SearchData }) {
  const { t } = usePage();
  return (
    <div className="space-y-8">
      <PageIntro heading={t('pages.search.heading')} intro={t('pages.search.intro')} />
      <SearchForm id="search-q" defaultValue={data.query} />
      {!('results' in data) ? (
        <p className="text-mist">{t('searchPage.prompt')}</p>
      ) : (
        <section aria-labelledby="search-results" className="space-y-4">
          <h2 id="search-results" className="font-display text-2xl text-gold" aria-live="polite">
            {data.results.length > 0
              ? t('searchPage.results', { query: data.query, count: data.results.length })
              : t('searchPage.none', { query: data.query })}
          </h2>
          {data.truncated && <p className="text-sm text-mist">{t('searchPage.truncated', { max: QUERY_MAX_LENGTH })}</p>}
          {data.results.length > 0 ? (
            <ol className="space-y-4">
              {data.results.map((r) => <Result key={r.path} result={r} />)}
            </ol>
          ) : (
            <Suggestions />
          )}
        </section>
      )}
    </div>
  );
}
