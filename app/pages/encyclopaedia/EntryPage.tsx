import type { ReactNode } from 'react';
import type { Lang } from '../../../shared/languages.ts';
import type { Act } from '../../../shared/schema/enums.ts';
import { Spoiler } from '../../ui/Spoiler.tsx';
import type { ProgressKind } from '../../../shared/companion.ts';
import { ProgressControls, ProgressToggle } from '../../islands/Progress.tsx';
import type { PatchNote } from '../../../shared/patches.ts';
import { PatchNotes } from '../updates/PatchNotes.tsx';
import { Facts, type Fact } from './Facts.tsx';
import { Sources, useTextLang } from './EntryText.tsx';
import { FallbackNote, SiteRatingNote } from './Notes.tsx';
import type { EntryLink } from '../../../shared/encyclopaedia.ts';
import type { NamedPath } from '../../../shared/nameLinks.ts';
import { LazyImage } from '../../islands/LazyImage.tsx';
import { usePage } from '../../context.tsx';
import { entryHref } from './EntryLinks.tsx';
import { KindGlyph, type GlyphKind } from './KindGlyph.tsx';
import { ProseLinks, ProseText } from './Prose.tsx';
import type { PagedId } from '../../../shared/collections.ts';

/** What every entry page has beside its own facts: its neighbours in the hub's order and the names its texts link. */
export interface EntryFrame {
  pager: { previous: EntryLink | null; next: EntryLink | null };
  /** Every other entry's name in the page's language, to link where the texts mention it. */
  prose: readonly NamedPath[];
}

/** An editor's picture of the entry; without one, the site's drawing of its kind. */
function Picture({ image, alt, credit, glyph }: { image: string | null; alt: string | null; credit: string | null; glyph: GlyphKind }) {
  const { t } = usePage();
  if (!image) return <KindGlyph kind={glyph} />;
  return (
    <figure className="space-y-1">
      <LazyImage src={image} alt={alt ?? ''} width={480} height={270} priority className="block max-w-full overflow-hidden rounded-xl object-contain" />
      {credit && <figcaption className="text-xs text-mist">{t('encyclopaedia.labels.picture', { credit })}</figcaption>}
    </figure>
  );
}

/** Links to the entries before and after this one in its hub, each behind its act. */
function Pager({ kind, pager }: { kind: PagedId; pager: EntryFrame['pager'] }) {
  const { t, lang } = usePage();
  if (!pager.previous && !pager.next) return null;
  return (
    <nav aria-label={t('encyclopaedia.labels.entryNav')} className="flex flex-wrap justify-between gap-4 border-t border-white/10 pt-6 text-sm">
      {pager.previous ? (
        <Spoiler act={pager.previous.act}>
          <a rel="prev" href={entryHref(lang, kind, pager.previous.slug)} className="entry-link">← {t('encyclopaedia.labels.previous', { name: pager.previous.name })}</a>
        </Spoiler>
      ) : <span />}
      {pager.next && (
        <Spoiler act={pager.next.act}>
          <a rel="next" href={entryHref(lang, kind, pager.next.slug)} className="entry-link">{t('encyclopaedia.labels.next', { name: pager.next.name })} →</a>
        </Spoiler>
      )}
    </nav>
  );
}

/**
 * The frame every entry page shares: name, fallback note, facts, its sections, the patches that
 * changed it, sources; all but its name behind its act for a visitor who has not got that far.
 */
export function EntryPage({ kind, frame, picture, name, act, progress, description, textLanguage, facts, sources, rated = true, patches = [], children }: {
  kind: PagedId;
  /** Neighbours and names to link (encyclopaedia entries; a trailer has neither). */
  frame?: EntryFrame;
  /** An editor's picture, else the drawing of the entry's kind (`glyph`). */
  picture?: { image: string | null; image_alt: string | null; image_credit: string | null; glyph: GlyphKind };
  name: string;
  act?: Act | null;
  /** The entry's tick (Defeated, Found, Visited), for a collection a player ticks off. */
  progress?: { kind: ProgressKind; slug: string };
  description: string | null;
  textLanguage: Lang;
  facts: readonly (Fact | false | null)[];
  sources: readonly string[];
  /** Shows one of the site's own ratings, so says so. */
  rated?: boolean;
  patches?: readonly PatchNote[];
  children: ReactNode;
}) {
  const lang = useTextLang(textLanguage);
  // The name stays outside the spoiler: a visitor who opened this page knows what it is about, and
  // the page keeps its heading at every level. A picture of a later entry is hidden with the rest;
  // the drawing of its kind spoils nothing.
  return (
    <ProseLinks names={frame?.prose ?? []}>
    <article className="mx-auto max-w-3xl space-y-8">
      <header className="flex flex-wrap items-center gap-4">
        {picture && (
          <Spoiler act={picture.image ? act : null} block subject>
            <Picture image={picture.image} alt={picture.image_alt} credit={picture.image_credit} glyph={picture.glyph} />
          </Spoiler>
        )}
        <h1 lang={lang} className="font-display text-3xl text-silk sm:text-4xl">{name}</h1>
      </header>
      <Spoiler act={act} block subject>
        <div className="space-y-8">
          <div className="space-y-3">
            {description && <p lang={lang} className="text-lg text-mist"><ProseText text={description} /></p>}
            <FallbackNote textLanguage={textLanguage} />
            {progress && (
              <>
                <ProgressToggle kind={progress.kind} slug={progress.slug} />
                <ProgressControls />
              </>
            )}
          </div>
          <Facts facts={facts} className="card items-baseline gap-x-6 gap-y-2" />
          {rated && <SiteRatingNote />}
          {children}
          <PatchNotes notes={patches} />
          <Sources urls={sources} />
          {frame && <Pager kind={kind} pager={frame.pager} />}
        </div>
      </Spoiler>
    </article>
    </ProseLinks>
  );
}
