import type { EncounterView } from '../../../shared/encyclopaedia.ts';
import { hitsToWin, NEEDLE_SOURCES, type NeedleLevel } from '../../../shared/static/needle.ts';
import { usePage } from '../../context.tsx';
import { formatNumber } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';
import { SourcesNote } from '../../ui/SourceLinks.tsx';
import { Spoiler } from '../../ui/Spoiler.tsx';
import { EntryLinks, EntryLinkTo } from './EntryLinks.tsx';
import { useTextLang } from './EntryText.tsx';
import { Facts } from './Facts.tsx';
import { ProseText } from './Prose.tsx';

type Needle = readonly (NeedleLevel & { name: string })[];

/** The hits a fight takes at each needle level, with the needle alone. */
function NeedleHits({ health, needle }: { health: number; needle: Needle }) {
  const { t, lang } = usePage();
  return (
    <table className="data-table">
      <caption className="text-left">{t('encyclopaedia.needle.hits')}</caption>
      <thead>
        <tr><th scope="col">{t('encyclopaedia.needle.level')}</th><th scope="col">{t('encyclopaedia.needle.count')}</th></tr>
      </thead>
      <tbody>
        {needle.map((l) => (
          <tr key={l.name}><th scope="row">{l.name}</th><td>{formatNumber(lang, hitsToWin(health, l))}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

function Encounter({ e, needle }: { e: EncounterView; needle: Needle }) {
  const { t, lang } = usePage();
  const textLang = useTextLang(e.lang);
  const rewards = e.drops.length + e.collectibles.length > 0;
  return (
    <li id={e.slug} className="scroll-mt-24">
      <Spoiler act={e.act} block>
        <article aria-labelledby={`${e.slug}-title`} className="card space-y-2">
          <h3 id={`${e.slug}-title`} lang={textLang} className="font-display text-xl text-silk">{e.title}</h3>
          <Facts
            className="items-baseline gap-x-4 gap-y-1"
            facts={[
              e.zone && { term: t('encyclopaedia.labels.foughtIn'), value: <EntryLinkTo kind="zones" to={e.zone} /> },
              e.act !== null && { term: t('encyclopaedia.labels.act'), value: t('encyclopaedia.act', { act: String(e.act) }) },
              e.health !== null && { term: t('encyclopaedia.labels.health'), value: formatNumber(lang, e.health) },
              rewards && {
                term: t('encyclopaedia.labels.rewards'),
                value: (
                  <>
                    <EntryLinks kind="items" items={e.drops} />
                    <EntryLinks kind="collectibles" items={e.collectibles} />
                  </>
                ),
              },
            ]}
          />
          {e.description && <p lang={textLang} className="leading-relaxed text-silk/90"><ProseText text={e.description} /></p>}
          {e.health !== null && <NeedleHits health={e.health} needle={needle} />}
        </article>
      </Spoiler>
    </li>
  );
}

/** Every fight with a boss in the game's order, each behind its own act (a rematch in Act 2 spoils Act 2). */
export function Encounters({ encounters, needle }: { encounters: readonly EncounterView[]; needle: Needle }) {
  const { t } = usePage();
  if (encounters.length === 0) return null;
  return (
    <Section id="encounters" title={t('encyclopaedia.labels.encounters')}>
      <ol className="space-y-4">
        {encounters.map((e) => <Encounter key={e.slug} e={e} needle={needle} />)}
      </ol>
      {encounters.some((e) => e.health !== null) && (
        <div className="mt-4 space-y-2">
          <p className="text-sm text-mist">{t('encyclopaedia.needle.note')}</p>
          <SourcesNote urls={NEEDLE_SOURCES} />
        </div>
      )}
    </Section>
  );
}
