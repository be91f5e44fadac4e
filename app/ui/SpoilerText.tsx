import { textParts } from '../../shared/spoilerMarks.ts';
import { Spoiler } from './Spoiler.tsx';

/** An editor's text with its marked passages behind their act; a text without marks is just the text. */
export function SpoilerText({ text }: { text: string }) {
  const parts = textParts(text);
  if (parts.length === 1 && parts[0]!.act === null) return text;
  return parts.map((p, i) => (p.act ? <Spoiler key={i} act={p.act}>{p.text}</Spoiler> : p.text));
}
