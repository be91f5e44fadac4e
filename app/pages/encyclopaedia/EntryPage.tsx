import type { ReactNode } from 'react';
import type { Lang } from '../../../content/languages.ts';
import type { PatchNote } from '../../../shared/patches.ts';
import { PatchNotes } from '../updates/PatchNotes.tsx';
import { Facts, type Fact } from './Facts.tsx';
import { Sources, useTextLang } from './EntryText.tsx';
import { FallbackNote, SiteRatingNote } from './Notes.tsx';

/** The frame every entry page shares: name, fallback note, facts, its sections, the patches that changed it, sources. */
export function EntryPage({ name, description, textLanguage, facts, sources, rated = true, patches = [], children }: {
  name: string;
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
    <article className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-3">
        <h1 lang={lang} className="font-display text-3xl text-silk sm:text-4xl">{name}</h1>
        {description && <p lang={lang} className="text-lg text-mist">{description}</p>}
        <FallbackNote textLanguage={textLanguage} />
      </header>
      <Facts facts={facts} className="card items-baseline gap-x-6 gap-y-2" />
      {rated && <SiteRatingNote />}
      {children}
      <PatchNotes notes={patches} />
      <Sources urls={sources} />
    </article>
  );
}
