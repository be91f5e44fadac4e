import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../../shared/i18n.ts';
import { PageContextProvider, usePage, type PageContext } from '../../app/context.tsx';
import { Island } from '../../app/hydration/Island.tsx';
import { ShareButtonView } from '../../app/islands/ShareButton.tsx';
import { CachedBlock, cachedMarkup } from '../../app/ui/cachedMarkup.tsx';

const page: PageContext = { lang: 'fr', t: translator('fr'), path: '/guides/boss', query: { difficulty: 'hard' }, origin: 'https://silksong.test', assets: { css: '/a.css', client: '/c.js' } };

describe('cached markup', () => {
  it('is made once per owner, language and variant, and anew for a new owner', () => {
    const News = () => <b>{usePage().t('nav.news')}</b>;
    const render = vi.fn(() => <News />);
    const owner = {};
    const html = cachedMarkup(owner, 'row', page, render);
    expect(cachedMarkup(owner, 'row', page, render)).toBe(html);
    expect(render).toHaveBeenCalledTimes(1);
    expect(html).toBe(`<b>${translator('fr')('nav.news')}</b>`);
    cachedMarkup(owner, 'row', { ...page, lang: 'de', t: translator('de') }, render);
    cachedMarkup({}, 'row', page, render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('reads the language, never the request: path, query, route, languages and host throw', () => {
    for (const part of ['path', 'query', 'route', 'languages', 'origin'] as const) {
      const Reader = () => <i>{String(usePage()[part])}</i>;
      expect(() => cachedMarkup({}, part, page, () => <Reader />), part).toThrow(`cached markup read the page's ${part}`);
    }
  });

  it('holds no island: one inside throws rather than lose its script', () => {
    const share = { title: 'x', url: 'https://silksong.test/x', labels: { share: 'Share', copied: 'Copied' } };
    const inPage = () =>
      renderToStaticMarkup(
        <PageContextProvider value={page}>
          <CachedBlock owner={{}} variant="share" render={() => <Island name="share" component={ShareButtonView} props={share} />} />
        </PageContextProvider>,
      );
    expect(inPage).toThrow(/island share inside cached markup/);
  });
});
