import { HomePage } from '../pages/HomePage.tsx';
import { latest, type Latest } from '../pages/home/latest.ts';
import { defineRoute } from './module.ts';

/**
 * /: the newest articles from the news list's one cached read. When it fails the rest of the home
 * page still stands, with 200: the failed read keeps this copy out of the page cache.
 */
export const home = defineRoute<Latest>(async ({ lang, data }) => ({ kind: 'page', data: latest(await data.news.list(), lang) }), HomePage);
