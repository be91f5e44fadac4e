import { PreorderPage } from '../pages/PreorderPage.tsx';
import { offer, type Offer } from '../pages/preorder/offer.ts';
import { defineRoute, pageOf } from './module.ts';

/** /preorder: the variants' one cached list; without it (backend down, nothing cached) the page says so, 503. */
export const preorder = defineRoute<Offer>(async ({ lang, data }) => {
  const shown = offer(await data.preorder_variants.list(), lang);
  return pageOf(shown);
}, PreorderPage);
