/**
 * Build step: the offline page of every language (app/document/OfflineDocument.tsx) as HTML.
 * esbuild bundles this file for Node; scripts/build.ts runs it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { OfflineDocument } from '../app/document/OfflineDocument.tsx';
import { LANGS, type Lang } from '../shared/languages.ts';

export function renderOfflinePages(css: string): Record<Lang, string> {
  const html = (lang: Lang) => `<!DOCTYPE html>${renderToStaticMarkup(<OfflineDocument lang={lang} css={css} />)}`;
  return Object.fromEntries(LANGS.map((lang) => [lang, html(lang)])) as Record<Lang, string>;
}
