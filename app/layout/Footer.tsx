import { SOCIAL_LINKS } from '../../shared/links.ts';
import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { NAV, route } from '../../shared/routes.ts';
import { Logo } from '../ui/Logo.tsx';
import { LanguageLinks } from './LanguageMenu.tsx';
import { IconLinks } from '../ui/IconLinks.tsx';
import { EVERY_PAGE, useCachedMarkup } from '../ui/cachedMarkup.tsx';

/** The SPEC's copyright year, then the current one: "2025–2026". */
const FIRST_COPYRIGHT_YEAR = 2025;

function copyrightYears(): string {
  const year = new Date().getUTCFullYear();
  return year > FIRST_COPYRIGHT_YEAR ? `${FIRST_COPYRIGHT_YEAR}–${year}` : String(FIRST_COPYRIGHT_YEAR);
}

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
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-x-6 gap-y-1 text-sm">
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
      {/* Three columns from 1024 px; at tablet widths the site map takes a row of its own, so no link name is squeezed into a break. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.2fr_2fr_1fr]">
        <div className="space-y-4" dangerouslySetInnerHTML={{ __html: cached({ owner: EVERY_PAGE, variant: 'about', render: () => <About /> }) }} />
        <nav id="site-map" aria-labelledby="site-map-title" className="md:order-last md:col-span-2 lg:order-none lg:col-span-1" dangerouslySetInnerHTML={{ __html: cached({ owner: EVERY_PAGE, variant: 'site-map', render: () => <SiteMap /> }) }} />
        <nav aria-labelledby="footer-languages">
          <h2 id="footer-languages" className="mb-3 font-display text-gold">{t('footer.languages')}</h2>
          {/* As many pill columns as fit whole names: two in a wide column, one in a narrow one. */}
          <LanguageLinks className="footer-languages grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-1 text-sm" />
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-mist sm:px-6 md:flex-row md:justify-between">
          <p>{t('footer.copyright', { years: copyrightYears() })}</p>
          <p>{t('site.unofficial')}</p>
        </div>
      </div>
    </footer>
  );
}
