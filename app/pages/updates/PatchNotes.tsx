import { entryAddress } from '../../../shared/routes.ts';
import type { PatchNote } from '../../../shared/patches.ts';
import { localizedPath } from '../../../shared/paths.ts';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { formatDate } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';
import { SpoilerText } from '../../ui/SpoilerText.tsx';
import { textLang } from '../../ui/textLanguage.ts';

/** On an entry's page, "Changed in Patch 1" with each change that concerns it, linked to that patch in the history. */
export function PatchNotes({ notes }: { notes: readonly PatchNote[] }) {
  const { t, lang } = usePage();
  if (notes.length === 0) return null;
  return (
    <Section id="patches" title={t('updates.history')}>
      <ul className="space-y-3">
        {notes.map((note) => (
          <li key={`${note.patch}/${note.text}`} className="card space-y-2">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <a href={localizedPath(lang, entryAddress('patches', note.patch))} className="entry-link font-medium">{t('updates.changedIn', { patch: note.title })}</a>
              {note.beta && <Badge tone="gold">{t('updates.beta')}</Badge>}
              <span className="text-sm text-mist">
                {note.version}
                {note.version && note.date && ' · '}
                {note.date && <time dateTime={note.date}>{formatDate(lang, note.date)}</time>}
              </span>
            </p>
            <p lang={textLang(note.lang, lang)} className="text-silk/90"><SpoilerText text={note.text} /></p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
