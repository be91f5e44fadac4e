import { exports } from 'cloudflare:workers';

export const ORIGIN = 'https://silksong.test';

/** A request through the real worker's fetch handler. */
export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }));
}

export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

export async function html(path: string, ua = BOT_UA): Promise<{ res: Response; body: string; doc: Doc }> {
  const res = await get(path, { headers: { 'user-agent': ua } });
  const body = await res.text();
  return { res, body, doc: new Doc(body) };
}

/** Minimal attribute lookups on server HTML (React output is regular enough for this). */
export class Doc {
  readonly html: string;

  constructor(html: string) {
    this.html = html;
  }

  /** All tags named `tag` as attribute maps. */
  tags(tag: string): Record<string, string>[] {
    const out: Record<string, string>[] = [];
    for (const m of this.html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))) {
      const attrs: Record<string, string> = {};
      for (const a of m[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[a[1]!.toLowerCase()] = decode(a[2] ?? '');
      out.push(attrs);
    }
    return out;
  }

  meta(key: string): string | undefined {
    return this.tags('meta').find((m) => m.name === key || m.property === key)?.content;
  }

  text(tag: string): string[] {
    return [...this.html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => decode(m[1]!.replace(/<[^>]+>/g, '')));
  }

  jsonLd(): Record<string, unknown>[] {
    return [...this.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  }
}

function decode(s: string): string {
  return s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
