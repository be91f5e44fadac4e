import { translate } from '../../shared/i18n.ts';
import { language, type Lang } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';

/** The page background (app/styles/base.css): the browser's toolbar and the installed app's splash screen. */
export const THEME_COLOR = '#0b0d14';

/** Full-bleed with the mark inside the safe zone, so no launcher's mask cuts it: also iOS's home-screen icon. */
export const TOUCH_ICON = '/icons/maskable-512.png';

/** Rendered from public/favicon.svg by scripts/icons.ts. */
export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: TOUCH_ICON, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The address of a language's web app manifest (scripts/build.ts writes one per language). */
export const manifestPath = (lang: Lang): string => localizedPath(lang, '/manifest.webmanifest');

/**
 * The web app manifest of a language: its name and description in that language, opening on that
 * language's home page. Each language is its own app (`id`), and each app's scope is the whole site,
 * so the language links work inside it.
 */
export function webManifest(lang: Lang) {
  const home = localizedPath(lang, '/');
  return {
    id: home,
    name: translate(lang, 'site.name'),
    short_name: translate(lang, 'site.name'),
    description: translate(lang, 'site.tagline'),
    lang: language(lang).tag,
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: ICONS,
  };
}
