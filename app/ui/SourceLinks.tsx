import type { Params } from '../../shared/i18n.ts';
import type { SourcedFact } from '../../shared/static/sources.ts';
import { usePage, useProse } from '../context.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { sourceLabel } from './textLanguage.ts';

/** The pages a text relies on, each named by its address (the same in every language). */
export function SourceLinks({ urls }: { urls: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {urls.map((u) => (
        <li key={u}><ExternalLink href={u} className="link break-all">{sourceLabel(u)}</ExternalLink></li>
      ))}
    </ul>
  );
}

/** The sources of the fact or table just above, under a small label. */
export function SourcesNote({ urls }: { urls: readonly string[] }) {
  const { t } = usePage();
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold text-mist">{t('common.sources')}</p>
      <SourceLinks urls={urls} />
    </div>
  );
}

/** Facts, each followed by its sources, so a reader can check every one. */
export function SourcedFacts({ facts, params }: { facts: readonly SourcedFact[]; params?: Params }) {
  const prose = useProse();
  return (
    <ul className="space-y-4">
      {facts.map((f) => (
        <li key={f.text} className="card space-y-2">
          <p className="text-silk">{prose(f.text, params)}</p>
          <SourcesNote urls={f.sources} />
        </li>
      ))}
    </ul>
  );
}
