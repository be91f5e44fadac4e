import { LANGUAGES, language, type Lang } from '../../shared/languages.ts';
import type { Translate } from '../../shared/i18n.ts';
import { prose, type Prose } from '../../shared/prose.ts';
import { fillPath, route, type RouteDef } from '../../shared/routes.ts';
import { alternates, type Alternate } from '../../shared/alternates.ts';
import { absoluteUrl, localizedPath } from '../../shared/paths.ts';
import { clip } from '../../shared/summary.ts';
import type { Crumb } from '../layout/breadcrumbs.ts';
import { PAGE_FAQS, type FaqGroup } from '../../shared/faq.ts';

/** Everything the document head shows, computed once per request and rendered in the shell. */
export interface HeadData {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  alternates: Alternate[];
  robots: string;
  og: {
    type: 'website' | 'article' | 'video.other';
    image: string;
    locale: string;
    localeAlternates: string[];
    publishedTime?: string;
    modifiedTime?: string;
  };
  jsonLd: object[];
}

export const OG_IMAGE = '/images/og-image.png';

/** Search results show about this many characters of a title and cut the rest wherever they like. */
export const TITLE_MAX_LENGTH = 70;

const length = (s: string) => [...s].length;

/**
 * `Title | Site` within TITLE_MAX_LENGTH characters. When both do not fit, the site's name goes (the
 * page's own words say more); a title still too long (an article's or an entry's, from the data) is cut
 * after its last whole word that fits, with an ellipsis. The route table's own titles are written to
 * fit with the site's name (a test renders every page in every language).
 */
export function documentTitle(title: string, site?: string): string {
  const full = site ? `${title} | ${site}` : title;
  if (length(full) <= TITLE_MAX_LENGTH) return full;
  return clip(title, TITLE_MAX_LENGTH);
}

export function websiteJsonLd(t: Translate, origin: string, lang: Lang): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: t('site.name'),
    url: absoluteUrl(origin, localizedPath(lang, '/')),
    inLanguage: language(lang).tag,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(origin, localizedPath(lang, '/search'))}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbJsonLd(origin: string, lang: Lang, crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(origin, localizedPath(lang, c.path)),
    })),
  };
}

export function faqPageJsonLd(text: Prose, groups: readonly FaqGroup[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.entries.map((e) => ({
        '@type': 'Question',
        name: text(e.question),
        acceptedAnswer: { '@type': 'Answer', text: text(e.answer) },
      })),
    ),
  };
}

export interface HeadInput {
  t: Translate;
  lang: Lang;
  origin: string;
  /** Unprefixed path the visitor asked for. */
  path: string;
  route?: RouteDef;
  params?: Record<string, string>;
  crumbs: Crumb[];
  /** Texts and facts that replace the route's SEO block (a news article's title). */
  override?: Partial<Pick<HeadData, 'title' | 'description' | 'keywords' | 'robots'>> & {
    og?: Partial<HeadData['og']>;
    jsonLd?: object[];
    /** Query that is part of the page's address, e.g. '?page=2' of a list: kept in canonical and alternates. */
    search?: string;
    /** The language whose address is canonical: an article shown in its English fallback points at the English page. */
    canonicalLang?: Lang;
    /** Languages that have their own version of the page (an article's translations); default all. */
    languages?: readonly Lang[];
  };
}

/** Builds the head of a page; without a route it is the 404 page's head (noindex). */
export function buildHead({ t, lang, origin, path, route: r, params, crumbs, override }: HeadInput): HeadData {
  const seo = r?.seo ?? 'notFound';
  const canonicalPath = (r ? fillPath(route(r.canonical ?? r.id).path, params) : path) + (override?.search ?? '');
  const title = override?.title ?? t(`seo.${seo}.title`);
  const faqs = r ? PAGE_FAQS[r.id] : undefined;
  return {
    title: documentTitle(title, r?.id === 'home' ? undefined : t('site.name')),
    description: override?.description ?? t(`seo.${seo}.description`),
    keywords: override?.keywords ?? t(`seo.${seo}.keywords`),
    canonical: absoluteUrl(origin, localizedPath(override?.canonicalLang ?? lang, canonicalPath)),
    alternates: r ? alternates(origin, canonicalPath, override?.languages) : [],
    robots: override?.robots ?? (r ? 'index, follow' : 'noindex, follow'),
    og: {
      type: 'website',
      image: absoluteUrl(origin, OG_IMAGE),
      locale: language(lang).ogLocale,
      localeAlternates: LANGUAGES.filter((l) => l.code !== lang).map((l) => l.ogLocale),
      ...override?.og,
    },
    jsonLd: [
      websiteJsonLd(t, origin, lang),
      // Not on the 404 page: its trail names addresses that do not exist.
      ...(r && crumbs.length > 1 ? [breadcrumbJsonLd(origin, lang, crumbs)] : []),
      ...(faqs?.length ? [faqPageJsonLd(prose(lang), faqs)] : []),
      ...(override?.jsonLd ?? []),
    ],
  };
}
