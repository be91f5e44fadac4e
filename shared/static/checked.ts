import checked from '../../content/static/checked.json' with { type: 'json' };
import type { StaticRouteId } from '../routes.ts';

/*
 * When the time-sensitive facts of a page (prices, platforms, the newest patch) were last checked
 * against their sources (content/static/checked.json): the page says so under its content.
 */

export const LAST_CHECKED: Readonly<Partial<Record<StaticRouteId, string>>> = checked.pages;
