import { SpoilerText } from '../ui/SpoilerText.tsx';
import { PAGES } from '../../shared/prose.ts';
import { usePage, useProse } from '../context.tsx';
import { Spoiler } from '../ui/Spoiler.tsx';
import { markedHtml } from '../../shared/spoilerMarks.ts';
import { localizedPath } from '../../shared/paths.ts';
import { Newsletter } from '../islands/Newsletter.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { ShareButton } from '../islands/ShareButton.tsx';
import type { NewsArticleData } from './news/types.ts';
import { Cover } from './news/Cover.tsx';
import { formatDate } from '../ui/intl.ts';
import { sourceLabel, textLang } from '../ui/textLanguage.ts';
import { pickHighlights } from './news/highlights.ts';
import type { NewsArticle } from '../../shared/schema/news.ts';
import { FallbackNote } from './encyclopaedia/Notes.tsx';

type HighlightKey = keyof (typeof PAGES)['en']['news']['highlights'];
// An article an editor wrote without highlights or implications of its own shows the site's general ones.
// Object.keys loses the key type; the prose record's own keys are exactly HighlightKey.
const HIGHLIGHTS = Object.keys(PAGES.en.news.highlights) as HighlightKey[];
const HASHTAGS = ['#HollowKnight', '#Silksong', '#TeamCherry'];

function BackToNews() {
  const { t, lang } = usePage();
  return <a href={localizedPath(lang, '/news')} className="link">{t('news.article.backToNews')}</a>;
}

function Article({ article }: { article: NewsArticle }) {
  const { t, lang } = usePage();
  const prose = useProse();
  const contentLang = textLang(article.lang, lang);
  // The title stays outside the spoiler, as an entry's name does (EntryPage): the visitor asked for this page.
  return (
    <article className="mx-auto max-w-3xl space-y-10">
      <header className="space-y-4">
        {article.cover && (
          <Spoiler act={article.act} block subject>
            <Cover src={article.cover} alt={t('news.coverAlt', { title: article.title })} priority className="rounded-xl" />
          </Spoiler>
        )}
        <p className="flex flex-wrap gap-x-3 text-sm text-mist">
          <time dateTime={article.date}>{formatDate(lang, article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{t('news.readingTime')}</span>
        </p>
        <h1 lang={contentLang} className="font-display text-3xl text-silk sm:text-4xl">{article.title}</h1>
      </header>
      <Spoiler act={article.act} block subject>
      <div className="space-y-10">
        <p lang={contentLang} className="text-lg text-mist"><SpoilerText text={article.summary} /></p>
        <FallbackNote textLanguage={article.lang} note="news.fallback" />

        {/* Sanitized in the worker (SafeHtml): an allow-list of text markup, nothing that runs. */}
        <div lang={contentLang} className="space-y-4 leading-relaxed text-silk/90" dangerouslySetInnerHTML={{ __html: markedHtml(article.body, (act) => t('companion.spoiler.cover', { act: String(act) })) }} />

        <section aria-labelledby="highlights-title" className="card space-y-3">
          <h2 id="highlights-title" className="font-display text-2xl text-gold">{t('news.article.highlights')}</h2>
          <ul lang={article.highlights.length ? contentLang : undefined} className="list-disc space-y-1 pl-5">
            {(article.highlights.length ? pickHighlights(article.highlights, article.slug) : pickHighlights(HIGHLIGHTS, article.slug).map((key) => prose(`news.highlights.${key}`))).map((text) => (
              <li key={text}><SpoilerText text={text} /></li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="implications-title" className="space-y-3">
          <h2 id="implications-title" className="font-display text-2xl text-gold">{t('news.article.implicationsTitle')}</h2>
          <p lang={article.implications ? contentLang : undefined} className="text-mist"><SpoilerText text={article.implications ?? prose('news.implications')} /></p>
        </section>

        <Newsletter id="newsletter" />

        {article.sources.length > 0 && (
          <section aria-labelledby="sources-title" className="space-y-3">
            <h2 id="sources-title" className="font-display text-2xl text-gold">{t('news.article.sources')}</h2>
            <ul className="space-y-1">
              {article.sources.map((url) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="link break-all">
                    {sourceLabel(url)}
                    <span className="sr-only"> {t('common.externalLink')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        <footer className="flex flex-wrap items-center justify-between gap-4">
          <ul aria-label={t('news.article.hashtags')} className="flex flex-wrap gap-3 text-gold">
            {HASHTAGS.map((tag) => <li key={tag}>{tag}</li>)}
          </ul>
          <ShareButton title={article.title} />
        </footer>
        <p><BackToNews /></p>
      </div>
      </Spoiler>
    </article>
  );
}

/** One news article, or 'Translation not found' when it has neither this language nor English. */
export function NewsArticlePage({ data }: { data: NewsArticleData }) {
  const { t } = usePage();
  if (data.kind === 'article') return <Article article={data.article} />;
  return (
    <PageIntro heading={t('news.untranslated.title')} intro={t('news.untranslated.text')}>
      <p><BackToNews /></p>
    </PageIntro>
  );
}
