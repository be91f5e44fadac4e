import { use, type ReactNode } from 'react';
// The same React build the worker renders pages with (see worker/documentStream.ts).
import { renderToStaticMarkup } from 'react-dom/server.node';
import { memoByList } from '../../shared/memo.ts';
import { PageContextProvider, usePage, type PageContext } from '../context.tsx';
import { IslandCollector, IslandCollectorProvider, useIslandCollector } from '../hydration/Island.tsx';
import { MarkupSpliceContext, type KeptMarkup, type MadeMarkup } from './markupSplice.ts';

/** What cached markup may read of its page: the language and what is the same on every page of it. */
export type MarkupContext = Pick<PageContext, 'lang' | 't' | 'assets'>;

// Reading any other part of the page context in cached markup throws: the markup is shared by every
// page of its language, so the request's path, query, route, languages or host would leak across pages.
const REQUEST_ONLY = ['path', 'query', 'route', 'languages', 'origin'] as const satisfies readonly Exclude<keyof PageContext, keyof MarkupContext>[];

function markupContext({ lang, t, assets }: MarkupContext): PageContext {
  const ctx = { lang, t, assets };
  for (const name of REQUEST_ONLY) {
    Object.defineProperty(ctx, name, {
      get() {
        throw new Error(`cached markup read the page's ${name}: it is shared by every page of its language`);
      },
    });
  }
  return ctx as PageContext;
}

// A slot per owner and language-and-variant (see shared/memo.ts), filled by the first render that
// asks: the render is the caller's, bound by the same contract (the owner and the key alone). The map
// has a variant per area, each in eight languages.
const KEYS_PER_OWNER = 512;
const slots = memoByList((_owner: object, _key: string): KeptMarkup => ({}), KEYS_PER_OWNER);

/**
 * The markup of `render()`, made once per `owner` object and `variant` and then reused for as long
 * as the owner lives: a hub's rows, hundreds of elements each render that depend only on the entry
 * (an object the data layer keeps while its list is fresh) and the page's language. What it renders
 * sees a `MarkupContext` (the language), never the request's path or query; the islands it renders
 * are listed with it.
 */
export function keptMarkup(owner: object, variant: string, ctx: MarkupContext, render: () => ReactNode): MadeMarkup {
  return keptUnder(owner, `${ctx.lang}|${variant}`, ctx, render);
}

/**
 * `keptMarkup` under its slot's key, language and variant, which a table's rows share (a string made
 * once hashes once). The islands it renders are kept with it: every page that reuses it loads their
 * script, as if it had rendered them (`useCachedMarkup` adds them to the page's collector).
 */
function keptUnder(owner: object, key: string, ctx: MarkupContext, render: () => ReactNode): MadeMarkup {
  const slot = slots(owner, key);
  if (slot.html === undefined) {
    const islands = new IslandCollector();
    slot.html = renderToStaticMarkup(
      <PageContextProvider value={markupContext(ctx)}>
        <IslandCollectorProvider value={islands}>{render()}</IslandCollectorProvider>
      </PageContextProvider>,
    );
    slot.islands = [...islands.names];
  }
  return slot as MadeMarkup;
}

/**
 * The owner of the site's chrome that is the same on every page of a language (the header's menus,
 * the footer's site map, the first visit's question): kept for the isolate's life, each part under a
 * variant of its own.
 */
export const EVERY_PAGE = {};

/** A block of kept markup: its owner and variant, and how to make it (see `keptMarkup`). */
export interface Kept {
  owner: object;
  variant: string;
  render: () => ReactNode;
}

/**
 * `keptMarkup` inside a page, for `dangerouslySetInnerHTML`: each block's render sees the page's
 * language, and several blocks stand one after another (a table's rows). In a page rendered to one
 * string it is a marker, which the document replaces with the kept bytes (see markupSplice.ts); in a
 * streamed page, the markup itself.
 */
export function useCachedMarkup(): (...blocks: readonly Kept[]) => string {
  const ctx = usePage();
  const splice = use(MarkupSpliceContext);
  const collector = useIslandCollector();
  return (...blocks) => {
    let variant: string | undefined;
    let key = '';
    const kept = blocks.map((b) => {
      if (b.variant !== variant) key = `${ctx.lang}|${(variant = b.variant)}`;
      const made = keptUnder(b.owner, key, ctx, b.render);
      for (const name of made.islands) collector?.add(name);
      return made;
    });
    return splice ? splice.mark(kept) : kept.map((k) => k.html).join('');
  };
}

/** A block whose content is made once per `owner` and `variant` (see `cachedMarkup`): a drawing that depends on a list alone. */
export function CachedBlock({ owner, variant, render }: { owner: object; variant: string; render: () => ReactNode }) {
  return <div dangerouslySetInnerHTML={{ __html: useCachedMarkup()({ owner, variant, render }) }} />;
}
