// Default import: under CommonJS interop (vitest in workerd) only the default export is reliable.
import filterXSS, { type IFilterXSSOptions } from 'xss';
import type { SafeHtml } from '../../shared/schema/news.ts';

// A web page, an anchor, or a path on this site. Browsers read a backslash as a slash, decode entities
// (`&bsol;`, `&sol;`, `&#92;`) and drop tabs and line breaks before they parse a link, so `/\\host`,
// `/&sol;host` or `/<tab>/host` is `//host`: after its first slash an on-site path must go on with a
// character none of that turns into a slash.
const SAFE_HREF = /^(?:https?:\/\/|#|\/(?![/\\&\s]))/i;

const OPTIONS: IFilterXSSOptions = {
  // Text-level markup an editor needs; nothing that runs, embeds, loads, styles or positions.
  allowList: {
    p: [], br: [], strong: [], b: [], em: [], i: [], u: [], s: [], small: [], sub: [], sup: [],
    code: [], pre: [], blockquote: [], ul: [], ol: [], li: [], h2: [], h3: [], h4: [], hr: [],
    a: ['href', 'title'],
  },
  // Unknown tags disappear but keep their text; these also lose what is inside them.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'select', 'title'],
  allowCommentTag: false,
  // No style attribute is allowed, so no CSS needs filtering.
  css: false,
  onTagAttr(tag, name, value) {
    // Stricter than the library's check: a link goes to a web page, this site or an anchor. The raw
    // value must match, so entity tricks (`&#106;avascript:`) fail too; the library still escapes what passes.
    if (tag === 'a' && name === 'href' && !SAFE_HREF.test(value.trim())) return '';
    return undefined;
  },
};

// Block elements mean the editor wrote HTML paragraphs; then line breaks are only source formatting.
const BLOCK = /<(p|div|ul|ol|h[1-6]|blockquote|pre|table|hr)\b/i;

/**
 * A news body as safe HTML (rendered as HTML, line breaks become breaks): plain text with
 * blank lines becomes paragraphs and single line breaks `<br>`; then everything goes through the
 * allow-list, so nothing an editor (or an attacker with an editor's key) types can run.
 */
export function sanitizeBody(body: string): SafeHtml {
  const source = body.replace(/\r\n?/g, '\n').trim();
  const html = BLOCK.test(source)
    ? source
    : source
        .split(/\n{2,}/)
        .map((p) => `<p>${p.trim().replace(/\n/g, '<br>')}</p>`)
        .join('\n');
  // Only tags the filter emitted are left, so every `<a ` is a real link: none may pass ranking or the opener.
  const clean = filterXSS(html, OPTIONS).replace(/<a /gi, '<a rel="nofollow noopener noreferrer" ');
  return (source ? clean : '') as SafeHtml;
}
