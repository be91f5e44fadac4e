import type { IconName } from '../../shared/links.ts';

/*
 * The site's glyphs as data, not markup: scripts/uno.config.ts turns each into a CSS class
 * (`i-site-<name>`, an SVG mask painted in the text's colour), so a page carries one empty
 * element per icon instead of an inline drawing (a page shows twenty-odd icons).
 */

export type GlyphName = IconName | 'search' | 'close' | 'menu' | 'chevron' | 'check' | 'eye' | 'external' | 'play' | 'videoOff';

// Original glyphs on a 24 px grid; no brand logos.
export const GLYPHS: Record<GlyphName, string> = {
  search: 'M10.5 3a7.5 7.5 0 1 0 4.6 13.4l4.2 4.3 1.4-1.4-4.3-4.2A7.5 7.5 0 0 0 10.5 3Zm0 2a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11Z',
  close: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z',
  menu: 'M3 6h18v2H3Zm0 5h18v2H3Zm0 5h18v2H3Z',
  chevron: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6Z',
  eye: 'M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7Zm0 2c-3.6 0-6.6 3-7.8 5 1.2 2 4.2 5 7.8 5s6.6-3 7.8-5c-1.2-2-4.2-5-7.8-5Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
  check: 'm9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4Z',
  external: 'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
  play: 'M8 5v14l11-7Z',
  videoOff: 'M3.3 2 2 3.3 4.7 6H4a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h11.7l4.9 4.9 1.4-1.4ZM4 8h2.7l8 8H4Zm12 0v4.2l2 2V11l3-2v7.2l2 2V6.5l-5 3.3V8a2 2 0 0 0-2-2H9.8l2 2Z',
  forum: 'M4 4h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v7h3v1l1.3-1H16V6Zm16 3h0a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2v2l-3-2h-6a2 2 0 0 1-2-2h9a2 2 0 0 0 2-2Z',
  social: 'M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm0-2a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm8.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 19c0-3.3 2.7-6 6-6s6 2.7 6 6v1h-2v-1a4 4 0 0 0-8 0v1H2Zm14-5c3 0 6 1.8 6 5v1h-2v-1c0-1.9-1.9-3-4-3Z',
  wiki: 'M5 3h10l4 4v14H5Zm2 2v14h10V8h-3V5Zm2 6h6v2H9Zm0 4h6v2H9Z',
  video: 'M3 6a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3Zm3-1a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1Zm4 3.5 6 3.5-6 3.5Z',
  shortPost: 'M4 5h16v11H9l-5 4Zm2 2v8.6l2.3-1.6H18V7Zm2 2h8v2H8Z',
};

/** Original mark: a needle and a loop of silk thread (its own colours, so drawn as an image). */
export const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">' +
  '<circle cx="20" cy="20" r="18" fill="#141826" stroke="#d8b26a" stroke-width="1.5"/>' +
  '<path d="M12 30 28 8" stroke="#ece6da" stroke-width="2.5" stroke-linecap="round"/>' +
  '<circle cx="27" cy="9.5" r="1.6" fill="none" stroke="#ece6da" stroke-width="1.2"/>' +
  '<path d="M27 11c-9 4-13 10-7 14s12-2 6-8" fill="none" stroke="#c8324a" stroke-width="1.6" stroke-linecap="round"/>' +
  '</svg>';

/** The icon collection for UnoCSS's icon preset: glyphs on a 24 px grid filled with currentColor, and the logo. */
export function iconCollection(): Record<string, string> {
  const glyphs = Object.entries(GLYPHS).map(([name, d]) => [
    name,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="currentColor" fill-rule="evenodd" d="${d}"/></svg>`,
  ]);
  return { ...Object.fromEntries(glyphs), logo: LOGO };
}
