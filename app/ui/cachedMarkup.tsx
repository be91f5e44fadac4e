import type { ReactNode } from 'react';
// The same React build the worker renders pages with (see worker/render.ts).
import { renderToStaticMarkup } from 'react-dom/server.node';
import { PageContextProvider, usePage } from '../context.tsx';

const markups = new WeakMap<object, Map<string, string>>();

/**
 * The markup of `render()`, made once per `owner` object and `variant` and then reused for as long
 * as the owner lives: a hub's rows, hundreds of elements each render that depend only on the entry
 * (an object the data layer keeps while its list is fresh) and the page's language. What it renders
 * may read the language from the page context, never the request's path or query.
 */
export function cachedMarkup(owner: object, variant: string, render: () => ReactNode): string {
  let byVariant = markups.get(owner);
  if (!byVariant) markups.set(owner, (byVariant = new Map()));
  let html = byVariant.get(variant);
  if (html === undefined) byVariant.set(variant, (html = renderToStaticMarkup(render())));
  return html;
}

/** `cachedMarkup` inside a page: the render sees the same page context. */
export function useCachedMarkup(): (owner: object, variant: string, render: () => ReactNode) => string {
  const ctx = usePage();
  return (owner, variant, render) => cachedMarkup(owner, `${ctx.lang}|${variant}`, () => <PageContextProvider value={ctx}>{render()}</PageContextProvider>);
}

/** A block whose content is made once per `owner` and `variant` (see `cachedMarkup`): a drawing that depends on a list alone. */
export function CachedBlock({ owner, variant, render }: { owner: object; variant: string; render: () => ReactNode }) {
  return <div dangerouslySetInnerHTML={{ __html: useCachedMarkup()(owner, variant, render) }} />;
}
