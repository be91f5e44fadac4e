import { entryDescription } from '../../../shared/summary.ts';
import type { Translate } from '../../../shared/i18n.ts';
import type { Lang } from '../../../shared/languages.ts';
import { absoluteUrl } from '../../../shared/paths.ts';
import type { HeadInput } from '../../document/head.ts';

/**
 * An entry's head: its name in the title, its own description, and the languages it is written in;
 * a fallback (English text on another language's address) is canonical to the English page.
 */
export function entryHead(t: Translate, lang: Lang, entry: { name?: string; lang: Lang; languages: Lang[]; description: string | null }, title: string, fallbackDescription: string): NonNullable<HeadInput['override']> {
  return {
    ...(entry.lang !== lang && { canonicalLang: entry.lang }),
    languages: entry.languages,
    title,
    description: entry.description ? entryDescription(entry.name ?? title, entry.description) : fallbackDescription,
    keywords: `${title}, ${t('seo.guides.keywords')}`,
  };
}

/** schema.org VideoObject of an official trailer (on YouTube). */
export function videoJsonLd(origin: string, trailer: { title: string; analysis: string | null; date: string; video_id: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: trailer.title,
    description: trailer.analysis?.split('\n\n')[0] ?? trailer.title,
    uploadDate: new Date(trailer.date).toISOString(),
    thumbnailUrl: [`https://i.ytimg.com/vi/${trailer.video_id}/hqdefault.jpg`],
    embedUrl: `https://www.youtube-nocookie.com/embed/${trailer.video_id}`,
    contentUrl: `https://www.youtube.com/watch?v=${trailer.video_id}`,
    publisher: { '@type': 'Organization', name: 'Team Cherry' },
    isPartOf: { '@type': 'WebSite', url: absoluteUrl(origin, '/') },
  };
}
