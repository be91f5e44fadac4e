import type { ReactNode } from 'react';
import { language } from '../../shared/languages.ts';
import { PageContextProvider, type PageContext } from '../context.tsx';
import { absoluteUrl, localizedPath } from '../../shared/paths.ts';
import { ClientScript, IslandCollector, IslandCollectorProvider } from '../hydration/Island.tsx';
import type { HeadData } from './head.ts';
import { EARLY_SCRIPT } from '../../shared/companion.ts';
import { manifestPath, THEME_COLOR, TOUCH_ICON } from './webManifest.ts';

/** JSON for a `<script>` block: `<` escaped so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function Head({ head, ctx }: { head: HeadData; ctx: PageContext }) {
  const { og } = head;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <script dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="keywords" content={head.keywords} />
      <meta name="robots" content={head.robots} />
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
      <link rel="alternate" type="application/rss+xml" title={ctx.t('news.feed.title')} href={absoluteUrl(ctx.origin, localizedPath(ctx.lang, '/rss.xml'))} />
      <meta property="og:site_name" content={ctx.t('site.name')} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:image" content={og.image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:type" content={og.type} />
      <meta property="og:locale" content={og.locale} />
      {og.localeAlternates.map((l) => <meta key={l} property="og:locale:alternate" content={l} />)}
      {og.publishedTime && <meta property="article:published_time" content={og.publishedTime} />}
      {og.modifiedTime && <meta property="article:modified_time" content={og.modifiedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={og.image} />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href={TOUCH_ICON} />
      <link rel="manifest" href={manifestPath(ctx.lang)} />
      <link rel="stylesheet" href={ctx.assets.css} />
      {head.jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      ))}
    </head>
  );
}

/** The whole HTML document; the head is in the shell, before any Suspense boundary. */
export function Document({ ctx, head, children }: { ctx: PageContext; head: HeadData; children: ReactNode }) {
  const collector = new IslandCollector();
  return (
    <html lang={language(ctx.lang).tag} dir="ltr">
      <Head head={head} ctx={ctx} />
      <body className="flex min-h-screen flex-col">
        <PageContextProvider value={ctx}>
          <IslandCollectorProvider value={collector}>
            {children}
            <ClientScript src={ctx.assets.client} />
          </IslandCollectorProvider>
        </PageContextProvider>
      </body>
    </html>
  );
}
