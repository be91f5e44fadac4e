import type { UserConfig } from '@unocss/core';
import presetIcons from '@unocss/preset-icons';
import presetWind4 from '@unocss/preset-wind4';
import { GLYPHS, iconCollection } from '../app/ui/icons.ts';

/**
 * Design tokens: near-black blue ink, pale silk text, Hornet's crimson, a thread of gold.
 * Shortcuts name the recurring parts so pages stay readable.
 */
const config: UserConfig = {
  presets: [
    presetWind4({ preflights: { reset: true } }),
    // The site's own glyphs and logo (app/ui/icons.ts) as `i-site-<name>` classes; sized by utilities.
    presetIcons({ collections: { site: iconCollection() }, extraProperties: { display: 'inline-block', 'flex-shrink': '0' } }),
  ],
  theme: {
    colors: {
      ink: { DEFAULT: '#0b0d14', 2: '#121624', 3: '#1a2032' },
      silk: '#ece6da',
      mist: '#a3abbd',
      crimson: { DEFAULT: '#c8324a', light: '#e0566c' },
      gold: '#d8b26a',
    },
    font: {
      /*
       * Headings: Palatino, the calligraphic old-style serif that every desktop system already has
       * (macOS and iOS: Iowan Old Style and Palatino; Windows: Palatino Linotype; Linux: URW's P052 and
       * Palladio, metric copies of it), then Georgia, then Noto Serif (Android, ChromeOS).
       * Its pen-drawn forms suit a hand-drawn game, and a system font costs no download, no flash of
       * fallback text, no layout shift and no third-party request. No web font is shipped on purpose.
       * No CJK font is named: for Chinese and Japanese characters the browser falls through to the
       * generic `serif` of the element's language (Song for zh, Mincho for ja); naming one would give
       * Japanese pages Chinese glyph shapes or the reverse.
       */
      display: "'Iowan Old Style', 'Palatino Linotype', Palatino, P052, 'URW Palladio L', Georgia, 'Noto Serif', serif",
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Hiragino Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
    },
  },
  shortcuts: {
    'btn': 'inline-flex items-center justify-center gap-2 rounded-md border border-white/15 bg-ink-3 px-4 py-2 font-medium text-silk transition-colors hover:border-gold/60 hover:bg-ink-2 disabled:cursor-not-allowed disabled:opacity-60',
    'btn-primary': 'border-crimson bg-crimson text-white hover:bg-crimson-light hover:border-crimson-light',
    'icon-btn': 'inline-flex h-10 min-w-10 cursor-pointer items-center justify-center rounded-md text-silk/90 transition-colors hover:bg-white/8 hover:text-gold',
    'link': 'text-silk/90 underline-offset-4 hover:text-gold hover:underline',
    'nav-link': 'inline-flex cursor-pointer items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm text-silk/90 transition-colors hover:bg-white/6 hover:text-gold aria-[current=page]:text-gold data-[current=page]:text-gold',
    'menu-link': 'block rounded px-3 py-2 text-sm text-silk/90 hover:bg-white/8 hover:text-gold',
    'drawer-link': 'block rounded px-2 py-2 text-silk/90 hover:bg-white/8 hover:text-gold',
    'lang-link': 'flex items-center gap-2 rounded px-3 py-1.5 text-sm text-silk/90 hover:bg-white/8 hover:text-gold aria-[current=true]:bg-crimson/20 aria-[current=true]:text-gold aria-[current=true]:font-semibold',
    'sidebar-link': 'block border-l-2 border-white/10 py-1 pl-3 text-sm text-mist hover:border-gold hover:text-gold',
    'input': 'rounded-md border border-white/15 bg-ink px-3 py-2 text-silk placeholder:text-mist/70',
    'logo-link': 'inline-flex items-center gap-2 rounded-md text-silk',
    'card': 'rounded-xl border border-white/10 bg-ink-2/80 p-5 shadow-lg shadow-black/30',
    // Parts repeated dozens of times on a page (a hub lists every entry): one short class each, styling
    // their children from the container, so the markup stays small.
    // A rating is one word: it never wraps inside its pill ("普/通" in a narrow Chinese column).
    'badge': 'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide',
    'badge-gold': 'border-gold/50 bg-gold/10 text-gold',
    'badge-crimson': 'border-crimson-light/60 bg-crimson/20 text-crimson-light',
    'badge-mist': 'border-white/20 bg-white/5 text-mist',
    'badge-silk': 'border-silk/40 bg-silk/10 text-silk',
    'badge-solid-gold': 'border-gold bg-gold text-ink',
    'badge-solid-crimson': 'border-crimson bg-crimson text-white',
    'entry-link': 'link underline decoration-gold/60',
    // A list of entries to tick (app/pages/encyclopaedia/MissingList.tsx): its hundreds of rows styled from the list.
    'tick-list': 'space-y-1 [&>li:not([hidden])]:(flex flex-wrap items-center gap-x-2) [&_a]:(text-silk/90 underline decoration-gold/60 underline-offset-4) [&_a:hover]:text-gold',
    // A list folded into a table cell (an area's features on the map hub), opened by its summary.
    'fold': 'min-w-24 [&>summary]:(inline-flex cursor-pointer items-center gap-1 text-silk/90) [&>summary:hover]:text-gold [&>ul]:mt-1',
    // The map of Pharloom (app/pages/encyclopaedia/PharloomMap.tsx): its dozens of areas styled from the
    // drawing; an area's focus ring and details show only while it is hovered or focused.
    'map-drawing': 'fill-silk [&_.map-tip]:invisible [&_.map-ring]:invisible [&_.map-area:hover>.map-tip]:visible [&_.map-area:focus-within>.map-tip]:visible [&_.map-area:focus-within_.map-ring]:visible [&_.map-area:hover_.map-shape]:stroke-silk [&_a:focus-visible]:outline-none motion-safe:[&_.map-shape]:transition-colors',
    'facts': 'grid grid-cols-[auto_minmax(0,1fr)] text-sm [&>dt]:text-mist [&>dd]:text-silk',
    // Column headings wrap between words: a long Russian or German heading must not widen a table past its box.
    'data-table': 'w-full border-collapse text-left text-sm [&_caption]:(px-4 py-3 text-left font-medium text-silk) [&_thead_tr]:(border-y border-white/10 bg-ink-3/70) [&_th[scope=col]]:(px-4 py-2 font-semibold text-gold) [&_tbody_tr]:(border-b border-white/5) [&_tbody_tr:last-child]:border-b-0 [&_th[scope=row]]:(px-4 py-2 font-medium text-silk) [&_td]:(px-4 py-2 text-mist) [&_a]:(text-silk/90 underline decoration-gold/60 underline-offset-4) [&_a:hover]:text-gold',
  },
  // Icon classes are built from a name at run time (app/ui/Icon.tsx), so the generator cannot find them in the sources.
  safelist: ['contents', 'i-site-logo', ...Object.keys(GLYPHS).map((name) => `i-site-${name}`)],
};

export default config;
