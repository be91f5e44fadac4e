import { SOCIAL_LINKS } from '../../shared/links.ts';
import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { NAV, route } from '../../shared/routes.ts';
import { Logo } from '../ui/Logo.tsx';
import { LanguageLinks } from './LanguageMenu.tsx';
import { IconLinks } from '../ui/IconLinks.tsx';
import { useCachedMarkup } from '../ui/cachedMarkup.tsx';

// The footer's parts that depend on the language alone: their markup is made once per language.
const SAME_ON_EVERY_PAGE = {};

function About() {
  const { t, lang } = usePage();
  return (
    <>
      <a href={localizedPath(lang, '/')} className="logo-link" aria-label={t('header.homeLink')}>
        <Logo className="h-10 w-10" />
        <span className="font-display text-xl">{t('site.name')}</span>
      </a>
      <p className="text-sm text-mist">{t('site.tagline')}</p>
      <h2 className="sr-only">{t('footer.social')}</h2>
      <IconLinks links={SOCIAL_LINKS} />
    </>
  );
}

function SiteMap() {
  const { t, lang } = usePage();
  const extra = [route('search'), route('contact')];
  return (
    <>
      <h2 id="site-map-title" className="mb-3 font-display text-gold">{t('footer.sitemap')}</h2>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {[...NAV.flatMap((n) => [n.route, ...n.children]), ...extra].map((r) => (
          <li key={r.id}><a href={localizedPath(lang, r.path)} className="link">{t(r.label)}</a></li>
        ))}
      </ul>
    </>
  );
}

export function Footer() {
  const { t } = usePage();
  const cached = useCachedMarkup();
  return (
    <footer className="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_2fr_1fr]">
        <div className="space-y-4" dangerouslySetInnerHTML={{ __html: cached(SAME_ON_EVERY_PAGE, 'about', () => <About />) }} />
        <nav id="site-map" aria-labelledby="site-map-title" dangerouslySetInnerHTML={{ __html: cached(SAME_ON_EVERY_PAGE, 'site-map', () => <SiteMap />) }} />
        <nav aria-labelledby="footer-languages">
          <h2 id="footer-languages" className="mb-3 font-display text-gold">{t('footer.languages')}</h2>
          <LanguageLinks className="footer-languages grid grid-cols-2 gap-1 text-sm" />
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-mist sm:px-6 md:flex-row md:justify-between">
          <p>{t('footer.copyright')}</p>
          <p>{t('site.unofficial')}</p>
        </div>
      </div>
    </footer>
  );
}
