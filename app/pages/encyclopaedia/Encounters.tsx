import type { EncounterView } from '../../../shared/encyclopaedia.ts';
import { usePage } from '../../context.tsx';
import { formatNumber } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';
import { Spoiler } from '../../ui/Spoiler.tsx';
import { EntryLinks, EntryLinkTo } from './EntryLinks.tsx';
import { useTextLang } from './EntryText.tsx';
import { Facts } from './Facts.tsx';
import { ProseText } from './Prose.tsx';

function Encounter({ e }: { e: EncounterView }) {
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
        </article>
      </Spoiler>
    </li>
  );
}

/** Every fight with a boss in the game's order, each behind its own act (a rematch in Act 2 spoils Act 2). */
export function Encounters({ encounters }: { encounters: readonly EncounterView[] }) {
  const { t } = usePage();
  if (encounters.length === 0) return null;
  return (
    <Section id="encounters" title={t('encyclopaedia.labels.encounters')}>
      <ol className="space-y-4">
        {encounters.map((e) => <Encounter key={e.slug} e={e} />)}
      </ol>
    </Section>
  );
}
