import { createContext, use, type ReactNode } from 'react';
import { nameLinker, type LinkedPart, type NamedPath } from '../../../shared/nameLinks.ts';
import { localizedPath } from '../../../shared/paths.ts';
import { textParts } from '../../../shared/spoilerMarks.ts';
import { usePage } from '../../context.tsx';
import { Spoiler } from '../../ui/Spoiler.tsx';

type Linker = (text: string) => LinkedPart[];
const unlinked: Linker = (text) => [{ text }];
const LinkerCtx = createContext<Linker>(unlinked);

/** Gives the texts inside an entry page the names to link (every other entry's, in the page's language). */
export function ProseLinks({ names, children }: { names: readonly NamedPath[]; children: ReactNode }) {
  return <LinkerCtx value={nameLinker(names)}>{children}</LinkerCtx>;
}

function Linked({ text }: { text: string }) {
  const { lang } = usePage();
  const parts = use(LinkerCtx)(text);
  if (parts.length === 1 && !parts[0]!.to) return text;
  return parts.map((p, i) => (p.to ? <a key={i} href={localizedPath(lang, p.to.path)} className="entry-link">{p.text}</a> : p.text));
}

/** An entry's text: marked passages behind their act, names of other entries linked to them. */
export function ProseText({ text }: { text: string }) {
  const parts = textParts(text);
  return parts.map((p, i) => (p.act ? <Spoiler key={i} act={p.act}><Linked text={p.text} /></Spoiler> : <Linked key={i} text={p.text} />));
}
