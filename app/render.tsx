/*
 * The rendering seam: the only door from worker/ into React. The worker
 * decides status and headers; this builds the document for a page (head, breadcrumbs, layout).
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { PageContext } from './context.tsx';
import { Document } from './document/Document.tsx';
import { ErrorDocument } from './document/ErrorDocument.tsx';
import { buildHead, type HeadInput } from './document/head.ts';
import { breadcrumbs, type CrumbName } from './layout/breadcrumbs.ts';
import { Layout } from './layout/Layout.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import type { RelatedLink } from './routes/module.ts';
import type { RouteDef } from '../shared/routes.ts';

import { MarkupSpliceContext, type MarkupSplice } from './ui/markupSplice.ts';
export type { Assets, PageContext } from './context.tsx';
export type { LoadContext, Outcome, RouteModule } from './routes/module.ts';
export { PAGE_MODULES } from './routes/index.tsx';

export interface PageDocument {
  route?: RouteDef;
  params?: Record<string, string>;
  headOverride?: HeadInput['override'];
  /** The current page's own name for the last breadcrumb (a news article's title). */
  crumb?: CrumbName;
  /** The page's own related links (an entry's), instead of the route table's. */
  related?: RelatedLink[];
  page: ReactNode;
}

/** The whole document of a page: head in the shell, then header, breadcrumbs, the page, sidebar, footer. */
export function pageDocument(request: PageContext, opts: PageDocument): ReactElement {
  // The language menu links the languages the head's alternates name, and no others.
  const ctx = { ...request, languages: opts.headOverride?.languages };
  const crumbs = breadcrumbs(ctx.path, ctx.t, opts.crumb, opts.route);
  const head = buildHead({ ...ctx, route: opts.route, params: opts.params, crumbs, override: opts.headOverride });
  return (
    <Document ctx={ctx} head={head}>
      <Layout crumbs={crumbs} related={opts.related}>{opts.page}</Layout>
    </Document>
  );
}

/** The 404 page's body (also the body of a 503: a failed load shows the 404 page). */
export const notFoundPage = (): ReactElement => <NotFoundPage />;

/** The localized 'Something went wrong' document, without the parts that may have failed. */
export const errorDocument = (ctx: PageContext): ReactElement => <ErrorDocument ctx={ctx} />;

/** A page that needs no data, as an element. */
export const staticPage = (Page: ComponentType): ReactElement => <Page />;

export { MarkupSplice } from './ui/markupSplice.ts';
/** `tree` rendered to one string, its kept markup written as markers for `splice` to put in (see ui/markupSplice.ts). */
export const splicedDocument = (tree: ReactElement, splice: MarkupSplice): ReactElement => <MarkupSpliceContext value={splice}>{tree}</MarkupSpliceContext>;
