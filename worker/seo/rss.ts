import { withoutSpoilers } from '../../shared/spoilerMarks.ts';
import { language, type Lang } from '../../shared/languages.ts';
import type { Translate } from '../../shared/i18n.ts';
import type { NewsTeaser } from '../../shared/schema/news.ts';
import { absoluteUrl, localizedPath } from '../../shared/paths.ts';
import { xmlEscape } from './xml.ts';

/** RSS 2.0 of one language's news, newest first (items come localized and filtered). */
export function rssXml(origin: string, lang: Lang, t: Translate, items: readonly NewsTeaser[]): string {
  const url = (path: string) => xmlEscape(absoluteUrl(origin, localizedPath(lang, path)));
  const entries = items.map((n) => {
    const link = url(`/news/${n.slug}`);
    return [
      '<item>',
      `<title>${xmlEscape(n.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${new Date(n.date).toUTCString()}</pubDate>`,
      `<description>${xmlEscape(withoutSpoilers(n.summary))}</description>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlEscape(t('news.feed.title'))}</title>`,
    `<link>${url('/news')}</link>`,
    `<description>${xmlEscape(t('news.feed.description'))}</description>`,
    `<language>${language(lang).tag}</language>`,
    `<atom:link href="${url('/rss.xml')}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [`<lastBuildDate>${new Date(items[0].date).toUTCString()}</lastBuildDate>`] : []),
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
