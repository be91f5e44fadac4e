import type { ReactNode } from 'react';
import type { EncounterView, FightPhaseView, MoveView } from '../../../shared/encyclopaedia.ts';
import { textLang } from '../../ui/textLanguage.ts';
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

/** A part of a fight's card (its phases, its moves) under its own heading. */
function FightPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-1">
      <h4 id={id} className="font-semibold text-silk">{title}</h4>
      {children}
    </section>
  );
}

/** What changes in each phase of a fight, in order. */
function FightPhases({ phases, id }: { phases: readonly FightPhaseView[]; id: string }) {
  const { t, lang } = usePage();
  return (
    <FightPart id={id} title={t('encyclopaedia.fight.phases')}>
      <ol className="space-y-1">
        {phases.map((p) => (
          <li key={p.slug}>
            <span className="font-semibold text-gold">{t('encyclopaedia.fight.phase', { phase: String(p.phase) })}</span>
            {p.at_health !== null && <span className="text-mist"> ({t('encyclopaedia.fight.fromHealth', { health: formatNumber(lang, p.at_health) })})</span>}
            {' '}
            <span lang={textLang(p.lang, lang)} className="text-silk/90"><ProseText text={p.description} /></span>
          </li>
        ))}
      </ol>
    </FightPart>
  );
}

/** A fight's moves: each named by what it does, how to read and avoid it, and its numbers where sources agree. */
function Moves({ moves, id }: { moves: readonly MoveView[]; id: string }) {
  const { t, lang } = usePage();
  return (
    <FightPart id={id} title={t('encyclopaedia.fight.moves')}>
      <dl className="space-y-2">
        {moves.map((m) => (
          <div key={m.slug}>
            <dt lang={textLang(m.lang, lang)} className="font-semibold text-gold">{m.name}</dt>
            <dd className="text-silk/90">
              <span lang={textLang(m.lang, lang)}><ProseText text={m.description} /></span>
              {m.phase !== null && m.phase > 1 && <span className="text-mist"> {t('encyclopaedia.fight.fromPhase', { phase: String(m.phase) })}.</span>}
              {m.masks !== null && <span className="text-mist"> {t('encyclopaedia.fight.masksPerHit', { count: formatNumber(lang, m.masks) })}.</span>}
            </dd>
          </div>
        ))}
      </dl>
    </FightPart>
  );
}

/** Every page the phases and moves of a fight rest on, once each. */
const fightSources = (e: EncounterView) => [...new Set([...e.phases, ...e.moves].flatMap((x) => x.sources))];

function Encounter({ e, needle }: { e: EncounterView; needle: Needle }) {
  const { t, lang } = usePage();
  const textLang = useTextLang(e.lang);
  const rewards = e.drops.length + e.collectibles.length > 0;
  const sources = fightSources(e);
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
          {e.phases.length > 0 && <FightPhases phases={e.phases} id={`${e.slug}-phases`} />}
          {e.moves.length > 0 && <Moves moves={e.moves} id={`${e.slug}-moves`} />}
          {sources.length > 0 && <SourcesNote urls={sources} />}
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
      {encounters.some((e) => e.moves.length + e.phases.length > 0) && <p className="mt-4 text-sm text-mist">{t('encyclopaedia.fight.note')}</p>}
      {encounters.some((e) => e.health !== null) && (
        <div className="mt-4 space-y-2">
          <p className="text-sm text-mist">{t('encyclopaedia.needle.note')}</p>
          <SourcesNote urls={NEEDLE_SOURCES} />
        </div>
      )}
    </Section>
  );
}
