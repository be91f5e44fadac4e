import { SpoilerText } from '../../ui/SpoilerText.tsx';
import type { ReactNode } from 'react';
import type { Lang } from '../../../content/languages.ts';
import type { Act } from '../../../shared/schema/enums.ts';
import { Spoiler } from '../../ui/Spoiler.tsx';
import type { ProgressKind } from '../../../shared/companion.ts';
import { ProgressControls, ProgressToggle } from '../../islands/Progress.tsx';
import type { PatchNote } from '../../../shared/patches.ts';
import { PatchNotes } from '../updates/PatchNotes.tsx';
import { Facts, type Fact } from './Facts.tsx';
import { Sources, useTextLang } from './EntryText.tsx';
import { FallbackNote, SiteRatingNote } from './Notes.tsx';

/**
 * The frame every entry page shares: name, fallback note, facts, its sections, the patches that
 * changed it, sources; all of it behind its act for a visitor who has not got that far.
 */
export function EntryPage({ name, act, progress, description, textLanguage, facts, sources, rated = true, patches = [], children }: {
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
  return (
    <Spoiler act={act} block>
      <article className="mx-auto max-w-3xl space-y-8">
        <header className="space-y-3">
          <h1 lang={lang} className="font-display text-3xl text-silk sm:text-4xl">{name}</h1>
          {description && <p lang={lang} className="text-lg text-mist"><SpoilerText text={description} /></p>}
          <FallbackNote textLanguage={textLanguage} />
          {progress && (
            <>
              <ProgressToggle kind={progress.kind} slug={progress.slug} />
              <ProgressControls />
            </>
          )}
        </header>
        <Facts facts={facts} className="card items-baseline gap-x-6 gap-y-2" />
        {rated && <SiteRatingNote />}
        {children}
        <PatchNotes notes={patches} />
        <Sources urls={sources} />
      </article>
    </Spoiler>
  );
}
