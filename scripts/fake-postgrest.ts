/**
 * A stand-in for Supabase's PostgREST on 127.0.0.1, for the benchmark: answers the worker's two
 * news queries (list with inner-joined translations, one article as a single object) from
 * content/news, each after `delayMs`.
 */
import { createServer } from 'node:http';
import { LANGS } from '../content/languages.ts';
import { NEWS } from '../content/news/index.ts';

export interface FakePostgrest {
  url: string;
  /** Requests answered so far. */
  requests(): number;
  stop(): Promise<void>;
}

function rows(withBody: boolean) {
  return NEWS.filter((n) => n.published)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .map(({ translations, published: _published, ...news }) => ({
      ...news,
      translations: LANGS.flatMap((language) => {
        const t = translations[language];
        if (!t) return [];
        return [withBody ? { language, ...t } : { language, title: t.title, summary: t.summary }];
      }),
    }));
}

export function startFakePostgrest(delayMs: number): Promise<FakePostgrest> {
  let count = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    setTimeout(() => {
      count++;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (url.pathname !== '/rest/v1/news') {
        res.writeHead(404).end(JSON.stringify({ code: 'PGRST205', message: `no table ${url.pathname}` }));
        return;
      }
      const slug = url.searchParams.get('slug')?.replace(/^eq\./, '');
      if (slug !== undefined) {
        const row = rows(true).find((r) => r.slug === slug);
        if (row) res.end(JSON.stringify(row));
        else res.writeHead(406).end(JSON.stringify({ code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' }));
        return;
      }
      const limit = Number(url.searchParams.get('limit') ?? Infinity);
      res.end(JSON.stringify(rows(false).filter((r) => r.translations.length > 0).slice(0, limit)));
    }, delayMs);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests: () => count,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
