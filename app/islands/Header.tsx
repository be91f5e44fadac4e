import type { ReactNode } from 'react';
import { HEADER_LINKS } from '../../shared/links.ts';
import type { Key } from '../../shared/i18n.ts';
import { usePage } from '../context.tsx';
import { Island } from '../hydration/Island.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { HEADER_NAV_COUNT, NAV, type NavItem } from '../../shared/routes.ts';
import { Icon } from '../ui/Icon.tsx';
import type { GlyphName } from '../ui/icons.ts';
import { Logo } from '../ui/Logo.tsx';
import { LanguageMenu } from '../layout/LanguageMenu.tsx';
import { SearchForm } from '../layout/SearchForm.tsx';
import { IconLinks } from '../ui/IconLinks.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { SpoilerLevelSelect } from '../ui/SpoilerLevelSelect.tsx';
import { EVERY_PAGE, useCachedMarkup } from '../ui/cachedMarkup.tsx';

function isCurrent(item: NavItem, path: string): boolean {
  const p = item.route.path;
  return p === '/' ? path === '/' : path === p || path.startsWith(`${p}/`);
}

/** A menu named for more than its page ("The Game" over the platforms page) lists that page by its own name. */
const namedBeyondPage = (item: NavItem) => item.label !== item.route.label;

function NavEntry({ item, currentIds }: { item: NavItem; currentIds: readonly string[] }) {
  const { t, lang } = usePage();
  const current = currentIds.includes(item.route.id) ? 'page' : undefined;
  if (item.children.length === 0) {
    return (
      <li>
        <a href={localizedPath(lang, item.route.path)} aria-current={current} className="nav-link">{t(item.label)}</a>
      </li>
    );
  }
  return (
    <li>
      <details className="dropdown" data-dropdown>
        <summary className="nav-link" data-current={current}>
          {t(item.label)}
          <Icon name="chevron" className="h-4 w-4" />
        </summary>
        <ul className="menu">
          <li><a href={localizedPath(lang, item.route.path)} className="menu-link">{t(namedBeyondPage(item) ? item.route.label : 'nav.overview')}</a></li>
          {item.children.map((c) => (
            <li key={c.id}><a href={localizedPath(lang, c.path)} className="menu-link">{t(c.label)}</a></li>
          ))}
        </ul>
      </details>
    </li>
  );
}

// The header's parts that depend on the language alone (and the main navigation's on which of its
// entries is current) are kept under EVERY_PAGE: a hundred links and controls every page would
// otherwise render again.
const MAIN_NAV = NAV.slice(0, HEADER_NAV_COUNT);

/** The main navigation in the row, its current entries marked (a guide's page is under Guides and may be the Map too). */
function MainNav() {
  const { t, path } = usePage();
  const cached = useCachedMarkup();
  const currentIds = MAIN_NAV.filter((item) => isCurrent(item, path)).map((item) => item.route.id);
  return (
    // From 1280 px the longest language (German) fits on one line; below that the drawer holds the menu.
    <nav
      aria-label={t('nav.main')}
      className="ml-2 hidden xl:block"
      dangerouslySetInnerHTML={{
        __html: cached({
          owner: EVERY_PAGE,
          variant: `nav|${currentIds.join(' ')}`,
          // No gap between items (their padding separates them): the outbound menu needs the room in German.
          render: () => <ul className="flex items-center">{MAIN_NAV.map((item) => <NavEntry key={item.route.id} item={item} currentIds={currentIds} />)}</ul>,
        }),
      }}
    />
  );
}

/**
 * A `<details>` opened from an icon (`label` names it), the same on every page of a language: its
 * markup is made once, under `variant`. `data` marks it for header.client.ts.
 */
function IconDetails({ variant, icon, label, className, data, children }: { variant: string; icon: GlyphName; label: Key; className: string; data: `data-${string}`; children: ReactNode }) {
  const { t } = usePage();
  const cached = useCachedMarkup();
  const render = () => (
    <>
      <summary className="icon-btn" aria-label={t(label)}>
        <Icon name={icon} />
      </summary>
      {children}
    </>
  );
  return <details className={className} {...{ [data]: true }} dangerouslySetInnerHTML={{ __html: cached({ owner: EVERY_PAGE, variant, render }) }} />;
}

function Drawer() {
  const cached = useCachedMarkup();
  return <dialog id="site-drawer" className="drawer" aria-labelledby="drawer-title" data-drawer dangerouslySetInnerHTML={{ __html: cached({ owner: EVERY_PAGE, variant: 'drawer', render: () => <DrawerContent /> }) }} />;
}

function DrawerContent() {
  const { t, lang } = usePage();
  return (
    <>
      <div className="flex items-center justify-between">
        <h2 id="drawer-title" className="font-display text-lg text-gold">{t('header.openMenu')}</h2>
        <button type="button" className="icon-btn" data-drawer-close aria-label={t('header.closeMenu')}>
          <Icon name="close" />
        </button>
      </div>
      <SearchForm id="drawer-q" />
      <nav aria-label={t('nav.main')}>
        <ul className="space-y-1">
          {NAV.map((item) => (
            <li key={item.route.id}>
              {namedBeyondPage(item) ? (
                <span className="drawer-link text-mist">{t(item.label)}</span>
              ) : (
                <a href={localizedPath(lang, item.route.path)} className="drawer-link">{t(item.label)}</a>
              )}
              {item.children.length > 0 && (
                <ul className="ml-4 border-l border-white/10 pl-3">
                  {(namedBeyondPage(item) ? [item.route, ...item.children] : item.children).map((c) => (
                    <li key={c.id}><a href={localizedPath(lang, c.path)} className="drawer-link text-sm">{t(c.label)}</a></li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <IconLinks links={HEADER_LINKS} label={t('header.outbound')} className="flex gap-1 border-t border-white/10 pt-3" />
    </>
  );
}

/**
 * The outbound links as one menu, for widths where the main navigation fills the row (1280 to 1535 px):
 * below it the drawer holds them, from 1536 px they stand in the row as icons.
 */
function OutboundMenu() {
  const { t } = usePage();
  return (
    <IconDetails variant="outbound" icon="external" label="header.outbound" className="dropdown hidden xl:block 2xl:hidden" data="data-dropdown">
      <ul className="menu right-0">
        {HEADER_LINKS.map((l) => (
          <li key={l.url}>
            <ExternalLink href={l.url} className="menu-link whitespace-nowrap">
              <Icon name={l.icon} className="mr-2 h-4 w-4 align-middle" />
              {t(l.label)}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </IconDetails>
  );
}

/** The spoiler level, on every page; only with a script, which is what applies it (without one everything shows). */
function SpoilerMenu() {
  const { t, lang } = usePage();
  return (
    <IconDetails variant="spoiler" icon="eye" label="companion.spoiler.label" className="dropdown js-only" data="data-panel">
      <div className="menu right-0 w-64 space-y-3 p-3">
        <SpoilerLevelSelect id="spoiler-level" />
        <a href={localizedPath(lang, '/progress')} className="link block text-sm">{t('nav.progress')}</a>
        <a href={`${localizedPath(lang, '/progress')}#game-save`} className="link block text-sm">{t('companion.gameSave.title')}</a>
      </div>
    </IconDetails>
  );
}

/** Sticky site header. Works as links, `<details>` and forms without JavaScript; header.client.ts adds keyboard and dialog behaviour. */
export function HeaderView() {
  const { t, lang } = usePage();
  return (
    <header className="site-header">
      {/* Wider than the page from 1536 px, where the outbound links join the row (German fits there too). */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-5 2xl:max-w-[96rem]">
        <a href={localizedPath(lang, '/')} className="logo-link" aria-label={t('header.homeLink')}>
          <Logo />
          <span className="hidden whitespace-nowrap font-display text-lg tracking-wide sm:inline">{t('site.name')}</span>
        </a>
        <MainNav />
        <div className="ml-auto flex items-center gap-1">
          <IconDetails variant="search" icon="search" label="header.openSearch" className="header-search" data="data-search">
            <div className="header-search-panel">
              <SearchForm id="header-q" closable />
            </div>
          </IconDetails>
          <IconLinks links={HEADER_LINKS} label={t('header.outbound')} className="hidden items-center gap-1 2xl:flex" />
          <OutboundMenu />
          <SpoilerMenu />
          <LanguageMenu />
          <a href="#site-map" className="icon-btn xl:hidden" aria-controls="site-drawer" aria-haspopup="dialog" data-drawer-open aria-label={t('header.openMenu')}>
            <Icon name="menu" />
          </a>
        </div>
      </div>
      <Drawer />
    </header>
  );
}

/** The header island: no props, its client chunk has no React. */
export function Header() {
  return <Island name="header" component={HeaderView} props={{}} />;
}
