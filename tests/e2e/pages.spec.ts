import { samplePath } from '../samples.ts';
import AxeBuilder from '@axe-core/playwright';
import { ROUTES } from '../../shared/routes.ts';
import { localizedPath } from '../../shared/paths.ts';
import { expect, test } from './fixtures.ts';

const paths = ROUTES.map(samplePath);

// Every page, in a Latin and a CJK language: no console errors, no axe violations (WCAG 2 A/AA).
for (const lang of ['en', 'ja'] as const) {
  for (const path of paths) {
    const url = localizedPath(lang, path);
    test(`${url} is clean and accessible`, async ({ page, visit, errors }) => {
      await visit(url);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
