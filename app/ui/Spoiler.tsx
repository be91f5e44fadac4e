import { createContext, use, type ReactNode } from 'react';
import type { Act } from '../../shared/schema/enums.ts';
import { usePage } from '../context.tsx';

/**
 * The act up to which a Spoiler inside shows plainly, because what holds it is hidden until then as
 * a whole: the cells of a table row whose heading is that act's spoiler (the stylesheet hides them
 * with it), where a cover per link would say again what the row's cover says.
 */
export const SpoiledUpTo = createContext<Act | null>(null);

/**
 * Something from a later act. For a visitor whose spoiler level is lower, the stylesheet hides it
 * before the first paint (the head's early script marks the document) and shows a button naming
 * only the act, which reveals this one thing. Without JavaScript, and for crawlers, it just shows.
 * Act 1 is never hidden: the lowest level is Act 1. `subject`: the page's own entry or article
 * (never its name, which stays outside): hidden at a level the visitor chose, but not before they
 * have chosen one, since they asked for this page. `still`: the cover only names the act and reveals nothing.
 */
export function Spoiler({ act, block = false, subject = false, still = false, children }: { act: Act | null | undefined; block?: boolean; subject?: boolean; still?: boolean; children: ReactNode }) {
  const { t } = usePage();
  const upTo = use(SpoiledUpTo);
  if (!act || act === 1 || (upTo !== null && act <= upTo)) return children;
  const Tag = block ? 'div' : 'span';
  return (
    <Tag className="spoiler" data-act={act} data-subject={subject || undefined}>
      <Tag className="spoiler-body">{children}</Tag>
      {still ? (
        // Inside a control of its own (a <summary>), where a button would be a control in a control: the act alone, revealed elsewhere.
        <span className="spoiler-cover">{t('companion.spoiler.cover', { act: String(act) })}</span>
      ) : (
        <button type="button" className="spoiler-cover" data-reveal>{t('companion.spoiler.cover', { act: String(act) })}</button>
      )}
    </Tag>
  );
}
