import type { Act } from './schema/enums.ts';

/*
 * Editors and translators mark a passage of an entry's text that spoils a later act as
 * `[act 3]…[/act]` (or `[act 2]`): the page hides it like any spoiler, search and meta
 * descriptions leave it out. A text with malformed marks shows as written.
 */

const MARK = /\[act ([23])\]([\s\S]*?)\[\/act\]/g;
const ANY_MARK = /\[\/?act\b[^\]]*\]/;

export interface TextPart {
  text: string;
  /** The act the passage spoils; null for the rest of the text. */
  act: Act | null;
}

/** The text as plain and marked passages, in order. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(MARK)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), act: null });
    parts.push({ text: m[2]!, act: Number(m[1]) as Act });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), act: null });
  return parts;
}

/** The text without its marked passages (search, meta descriptions), spaces tidied where one was cut. */
export function withoutSpoilers(text: string): string {
  return text.includes('[act ') ? text.replace(MARK, '').replace(/[ \t]{2,}/g, ' ').replace(/ ([.,;:!?])/g, '$1').trim() : text;
}

/** Why a text's marks are malformed (unbalanced, nested, another act, across paragraphs), or null when they are well formed. */
export function markProblem(text: string): string | null {
  const rest = text.replace(MARK, (m, _act, inner: string) => (ANY_MARK.test(inner) || inner.includes('\n\n') ? m : ''));
  const stray = rest.match(ANY_MARK);
  return stray ? `malformed spoiler mark "${stray[0]}" (write [act 2]…[/act] or [act 3]…[/act] within one paragraph, not nested)` : null;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Sanitized HTML (a news body) with its marked passages as the markup the Spoiler component
 * renders; `cover` names the button of an act. Marks go around sentences inside one paragraph.
 */
export function markedHtml(html: string, cover: (act: Act) => string): string {
  if (!html.includes('[act ')) return html;
  return html.replace(MARK, (_, act: string, inner: string) =>
    `<span class="spoiler" data-act="${act}"><span class="spoiler-body">${inner}</span><button type="button" class="spoiler-cover" data-reveal>${escapeHtml(cover(Number(act) as Act))}</button></span>`,
  );
}
