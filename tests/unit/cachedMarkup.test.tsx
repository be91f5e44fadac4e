import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../../shared/i18n.ts';
import { PageContextProvider, usePage, type PageContext } from '../../app/context.tsx';
import { ClientScript, Island, IslandCollector, IslandCollectorProvider } from '../../app/hydration/Island.tsx';
import { ShareButtonView } from '../../app/islands/ShareButton.tsx';
import { CachedBlock, keptMarkup, useCachedMarkup } from '../../app/ui/cachedMarkup.tsx';
import { MarkupSplice, MarkupSpliceContext } from '../../app/ui/markupSplice.ts';

const page: PageContext = { lang: 'fr', t: translator('fr'), path: '/guides/boss', query: { difficulty: 'hard' }, origin: 'https://silksong.test', assets: { css: '/a.css', client: '/c.js' } };

const cachedMarkup = (...args: Parameters<typeof keptMarkup>) => keptMarkup(...args).html;

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

  it('carries its islands: every page that reuses it loads their script, as if it had rendered them', () => {
    const share = { title: 'x', url: 'https://silksong.test/x', labels: { share: 'Share', copied: 'Copied' } };
    const owner = {};
    const render = vi.fn(() => <Island name="share" component={ShareButtonView} props={share} />);
    const inPage = () => {
      const collector = new IslandCollector();
      const html = renderToStaticMarkup(
        <PageContextProvider value={page}>
          <IslandCollectorProvider value={collector}>
            <CachedBlock owner={owner} variant="share" render={render} />
            <ClientScript src="/c.js" />
          </IslandCollectorProvider>
        </PageContextProvider>,
      );
      return { names: [...collector.names], html };
    };
    const first = inPage();
    const second = inPage();
    expect(render).toHaveBeenCalledTimes(1);
    for (const p of [first, second]) {
      expect(p.names).toEqual(['share']);
      expect(p.html).toContain('data-island="share"');
      expect(p.html).toContain('<script type="module" src="/c.js">');
    }
  });

  it('in a page rendered to one string, is spliced in as kept bytes: the same document as the text', () => {
    const Row = ({ n }: { n: number }) => <td>{`Act ${n} — ${'名前'.repeat(n)} <b> & "q"`}</td>;
    const owners = Array.from({ length: 12 }, () => ({}));
    const Table = () => {
      const cached = useCachedMarkup();
      return (
        <table>
          <tbody>
            {owners.map((o, n) => (
              <tr key={n} data-n={n} dangerouslySetInnerHTML={{ __html: cached({ owner: o, variant: 'row', render: () => <Row n={n} /> }) }} />
            ))}
          </tbody>
          {/* The same rows again, one block after another behind one marker. */}
          <tbody dangerouslySetInnerHTML={{ __html: cached(...owners.map((o, n) => ({ owner: o, variant: 'tr', render: () => <tr><Row n={n} /></tr> }))) }} />
        </table>
      );
    };
    const doc = (splice: MarkupSplice | null) =>
      renderToStaticMarkup(
        <PageContextProvider value={page}>
          <MarkupSpliceContext value={splice}>
            <p>Ünïcödé 🇫🇷 before</p>
            <Table />
            <p>after &lt;!--</p>
          </MarkupSpliceContext>
        </PageContextProvider>,
      );
    const plain = doc(null);
    expect(plain).toContain('名前名前');
    const splice = new MarkupSplice();
    const marked = doc(splice);
    expect(marked).not.toContain('名前');
    expect(splice.text(marked)).toBe(plain);
    expect(new TextDecoder().decode(splice.bytes(marked))).toBe(plain);
    // A second page reuses each block's bytes.
    const again = new MarkupSplice();
    expect(new TextDecoder().decode(again.bytes(doc(again)))).toBe(plain);
  });
});
