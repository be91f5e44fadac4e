import type { PatchChange, PatchView } from '../../../shared/patches.ts';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { SpoilerText } from '../../ui/SpoilerText.tsx';
import { formatDate, formatList } from '../../ui/intl.ts';
import { useTextLang } from '../encyclopaedia/EntryText.tsx';
import { SourceLinks } from '../../ui/SourceLinks.tsx';
import { Facts } from '../encyclopaedia/Facts.tsx';
import { EntryLinkTo } from '../encyclopaedia/EntryLinks.tsx';

function Change({ change, lang }: { change: PatchChange; lang: string | undefined }) {
  const { t } = usePage();
  return (
    <li>
      <span lang={lang}><SpoilerText text={change.text} /></span>
      {change.entries.length > 0 && (
        <span className="block text-sm text-mist">
          {t('updates.concerns')}{' '}
          {change.entries.map(({ kind, link }, i) => (
            <span key={`${kind}/${link.slug}`}>
              {i > 0 && ', '}
              <EntryLinkTo kind={kind} to={link} />
            </span>
          ))}
        </span>
      )}
    </li>
  );
}

/** One patch of the history: its heading is its anchor (the address entries and search link to). */
export function PatchCard({ patch }: { patch: PatchView }) {
  const { t, lang } = usePage();
  const textLang = useTextLang(patch.lang);
  const platforms = patch.platforms.map((p) => t(`updates.platform.${p}`));
  return (
    <article aria-labelledby={patch.slug} className="card space-y-4">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={patch.slug} lang={textLang} className="scroll-mt-24 font-display text-2xl text-silk">{patch.title}</h2>
        {patch.beta && <Badge tone="gold">{t('updates.beta')}</Badge>}
      </header>
      <Facts
        className="items-baseline gap-x-6 gap-y-1.5"
        facts={[
          { term: t('updates.released'), value: patch.date ? <time dateTime={patch.date}>{formatDate(lang, patch.date)}</time> : t('updates.notStated') },
          { term: t('updates.version'), value: patch.version ?? t('updates.notStated') },
          { term: t('updates.platforms'), value: platforms.length > 0 ? formatList(lang, platforms) : t('updates.notStated') },
        ]}
      />
      {patch.summary && <p lang={textLang} className="text-mist">{patch.summary}</p>}
      <h3 className="font-display text-lg text-gold">{t('updates.changes')}</h3>
      {patch.changes.length > 0 ? (
        <ul className="list-disc space-y-2 pl-5 text-silk/90 marker:text-gold/70">
          {patch.changes.map((c, i) => <Change key={i} change={c} lang={textLang} />)}
        </ul>
      ) : (
        <p className="text-mist">{t('updates.notStated')}</p>
      )}
      <h3 className="font-display text-lg text-gold">{t('encyclopaedia.sources')}</h3>
      <SourceLinks urls={patch.sources} />
    </article>
  );
}
