import type { Lang } from '../../../content/languages.ts';
import type { EntryLink } from '../../../shared/encyclopaedia.ts';
import { usePage } from '../../context.tsx';
import { localizedPath } from '../../../shared/paths.ts';
import { entryPath, type CollectionId } from '../../../shared/collections.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { Section } from '../../ui/Section.tsx';
import { sourceLabel, textLang } from '../../ui/textLanguage.ts';

export function entryHref(lang: Lang, kind: CollectionId, slug: string): string {
  return localizedPath(lang, entryPath(kind, slug));
}

/** A link to an entry; `bare` in a data table, which styles its links itself (a hub's has over a hundred). */
export function EntryLinkTo({ kind, to, bare = false }: { kind: CollectionId; to: EntryLink; bare?: boolean }) {
  const { lang } = usePage();
  return <a href={entryHref(lang, kind, to.slug)} className={bare ? undefined : 'entry-link'}>{to.name}</a>;
}

/** Links as a comma-free list; nothing at all when there are none. */
export function EntryLinks({ kind, items }: { kind: CollectionId; items: readonly EntryLink[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {items.map((l) => (
        <li key={l.slug}><EntryLinkTo kind={kind} to={l} /></li>
      ))}
    </ul>
  );
}

/** The site's own ratings are labelled as such wherever they are shown. */
export function SiteRatingNote() {
  const { t } = usePage();
  return <p className="max-w-2xl text-sm text-mist">{t('encyclopaedia.siteRating')}</p>;
}

/** Says so when the entry is shown in English because the page's language has no text yet. */
export function FallbackNote({ textLanguage }: { textLanguage: Lang }) {
  const { t, lang } = usePage();
  if (textLanguage === lang) return null;
  return <p role="note" className="rounded-lg border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-silk">{t('encyclopaedia.fallback')}</p>;
}

/** The `lang` attribute for text written in another language than the page's. */
export function useTextLang(textLanguage: Lang): string | undefined {
  return textLang(textLanguage, usePage().lang);
}

/** A text section; skipped when the text is empty (a field the sources could not support). */
export function TextSection({ id, title, text, textLanguage }: { id: string; title: string; text: string | null; textLanguage: Lang }) {
  const lang = useTextLang(textLanguage);
  if (!text) return null;
  return (
    <Section id={id} title={title}>
      {text.split('\n\n').map((p, i) => <p key={i} lang={lang} className="leading-relaxed text-silk/90">{p}</p>)}
    </Section>
  );
}

export function Sources({ urls }: { urls: readonly string[] }) {
  const { t } = usePage();
  if (urls.length === 0) return null;
  return (
    <Section id="sources" title={t('encyclopaedia.sources')}>
      <p className="text-sm text-mist">{t('encyclopaedia.sourcesNote')}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {urls.map((u) => (
          <li key={u}><ExternalLink href={u} className="link break-all">{sourceLabel(u)}</ExternalLink></li>
        ))}
      </ul>
    </Section>
  );
}

export interface FilterGroup {
  /** Query parameter. */
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/**
 * Filters as plain links (no JavaScript): each group's links keep the other groups' choices; the
 * current choice is marked for assistive technology too.
 */
export function FilterBar({ path, groups, current }: { path: string; groups: readonly FilterGroup[]; current: Readonly<Record<string, string | undefined>> }) {
  const { t, lang } = usePage();
  const base = localizedPath(lang, path);
  // Values are the enums' slugs; escaped all the same. (A URLSearchParams per link cost more than the rest of the bar.)
  const href = (param: string, value: string | undefined) => {
    const query = Object.entries({ ...current, [param]: value }).flatMap(([k, v]) => (v ? [`${k}=${encodeURIComponent(v)}`] : [])).join('&');
    return query ? `${base}?${query}` : base;
  };
  return (
    <div className="space-y-3">
      {groups.map((g) => (
        <nav key={g.param} aria-label={t('encyclopaedia.filter', { what: g.label })} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="mr-1 text-mist">{g.label}:</span>
          {[{ value: undefined, label: t('encyclopaedia.all') }, ...g.options].map((o) => {
            const active = current[g.param] === o.value;
            return (
              <a
                key={o.value ?? ''}
                href={href(g.param, o.value)}
                aria-current={active ? 'page' : undefined}
                className={`rounded-full border px-3 py-1 ${active ? 'border-gold bg-gold text-ink' : 'border-white/20 text-silk hover:border-gold'}`}
              >
                {o.label}
              </a>
            );
          })}
        </nav>
      ))}
    </div>
  );
}

/** The backend failed and nothing is cached: say so instead of an empty list. */
export function Unavailable() {
  const { t } = usePage();
  return <p role="status" className="card text-mist">{t('encyclopaedia.empty')}</p>;
}
