import { samplePath } from '../samples.ts';
import AxeBuilder from '@axe-core/playwright';
import { ROUTES, type RouteId } from '../../shared/routes.ts';
import { MADE_IDS } from '../../shared/collections.ts';
import { localizedPath } from '../../shared/paths.ts';
import { expect, test } from './fixtures.ts';

// Every page in English, and every kind of page in Japanese (a CJK language): no console errors, no
// axe violations (WCAG 2 A/AA). The platform pages after Steam's and the generic hubs after the
// journal's and the wishes' are the same components as those with other data, so Japanese visits one of
// each; /system-requirements is /platforms itself.
const SAME_AS_ANOTHER = new Set<RouteId>(['systemRequirements']);
const SAME_KIND_IN_JAPANESE = new Set<RouteId>(['playstation', 'xbox', 'nintendo', ...MADE_IDS.filter((id) => id !== 'journal' && id !== 'wishes')]);
const routes = ROUTES.filter((r) => !SAME_AS_ANOTHER.has(r.id));

for (const lang of ['en', 'ja'] as const) {
  for (const path of routes.filter((r) => lang === 'en' || !SAME_KIND_IN_JAPANESE.has(r.id)).map(samplePath)) {
    const url = localizedPath(lang, path);
    test(`${url} is clean and accessible`, async ({ page, visit, errors }) => {
      await visit(url);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
