import { withoutSpoilers } from '../../../shared/spoilerMarks.ts';
import { language, type Lang } from '../../../shared/languages.ts';
import type { Translate } from '../../../shared/i18n.ts';
import { OG_IMAGE, type HeadInput } from '../../document/head.ts';
import { absoluteUrl, localizedPath } from '../../../shared/paths.ts';
import type { NewsArticle } from '../../../shared/schema/news.ts';

function iso(time: string): string {
  return new Date(time).toISOString();
}

/** Title, description, Open Graph article facts and NewsArticle JSON-LD of one article. */
export function articleHead(t: Translate, origin: string, lang: Lang, article: NewsArticle): NonNullable<HeadInput['override']> {
  // A fallback (English text on another language's address) is a copy of the English page.
  const url = absoluteUrl(origin, localizedPath(article.lang, `/news/${article.slug}`));
  const image = absoluteUrl(origin, article.cover ?? OG_IMAGE);
  // Social networks show no SVG previews: such covers give way to the site's card image there.
  const cardImage = article.cover && !/\.svg$/i.test(new URL(image).pathname) ? image : absoluteUrl(origin, OG_IMAGE);
  const site = { '@type': 'Organization', name: t('site.name'), url: absoluteUrl(origin, localizedPath(lang, '/')) };
  return {
    ...(article.lang !== lang && { canonicalLang: article.lang }),
    languages: article.languages,
    title: article.title,
    description: withoutSpoilers(article.summary),
    og: { type: 'article', image: cardImage, publishedTime: iso(article.date), modifiedTime: iso(article.updated_at) },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description: withoutSpoilers(article.summary),
        image: [image],
        datePublished: iso(article.date),
        dateModified: iso(article.updated_at),
        inLanguage: language(article.lang).tag,
        mainEntityOfPage: url,
        url,
        author: site,
        publisher: site,
      },
    ],
  };
}
