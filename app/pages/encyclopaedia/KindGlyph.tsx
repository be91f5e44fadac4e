import type { CollectibleKind, ItemCategory } from '../../../shared/schema/enums.ts';

export type GlyphKind = CollectibleKind | ItemCategory | 'boss' | 'zone';

/*
 * The site's own small drawing of an entry's kind, shown where an editor has added no picture: a
 * shape per kind, in the game's colour for tools. Decorative (the entry's name and kind are text).
 */
const SHAPES: Record<GlyphKind, { d: string; colour: string }> = {
  'mask-shard': { d: 'M24 6 38 14 34 34 24 42 14 30Z', colour: '#e8e4da' },
  'spool-fragment': { d: 'M12 10h24v6H12zM16 16h16v16H16zM12 32h24v6H12z', colour: '#e8e4da' },
  'silk-heart': { d: 'M24 40 8 24a8 8 0 0 1 16-10 8 8 0 0 1 16 10Z', colour: '#d8b26a' },
  'tool-pouch-upgrade': { d: 'M14 16h20l4 24H10Zm4 0a6 6 0 0 1 12 0', colour: '#b9a27a' },
  'crafting-kit-upgrade': { d: 'M10 20h28v18H10zM18 20v-6h12v6M10 28h28', colour: '#b9a27a' },
  flea: { d: 'M24 14a8 8 0 1 1 0 16 8 8 0 0 1 0-16ZM14 32l-6 8M34 32l6 8M20 14l-4-6M28 14l4-6', colour: '#c9a0dc' },
  memento: { d: 'M24 6l5 12 13 1-10 8 3 13-11-7-11 7 3-13-10-8 13-1Z', colour: '#d8b26a' },
  relic: { d: 'M14 8h20v32H14zM18 14h12M18 20h12M18 26h8', colour: '#b9a27a' },
  'memory-locket': { d: 'M24 18a10 10 0 1 1 0 20 10 10 0 0 1 0-20ZM24 18V8M18 8h12', colour: '#d8b26a' },
  craftmetal: { d: 'M8 30l8-12h16l8 12-8 8H16Z', colour: '#9fb3c8' },
  'red-tool': { d: 'M24 6 30 18 42 24 30 30 24 42 18 30 6 24 18 18Z', colour: '#d9534f' },
  'blue-tool': { d: 'M24 6a18 18 0 1 1 0 36 18 18 0 0 1 0-36Zm0 10a8 8 0 1 0 0 16 8 8 0 0 0 0-16Z', colour: '#5b9bd5' },
  'yellow-tool': { d: 'M24 6 40 24 24 42 8 24Z', colour: '#e0c341' },
  crest: { d: 'M24 6l16 6v12c0 10-8 16-16 18-8-2-16-8-16-18V12Z', colour: '#e8e4da' },
  'silk-skill': { d: 'M24 8c10 0 16 8 12 16s-16 6-14-2 10-4 8 2', colour: '#e8e4da' },
  ability: { d: 'M28 6 12 26h10l-4 16 18-22H26Z', colour: '#d8b26a' },
  'key-item': { d: 'M16 12a8 8 0 1 1 0 16 8 8 0 0 1 0-16ZM24 20h18M36 20v8M42 20v6', colour: '#d8b26a' },
  consumable: { d: 'M24 6c8 12 12 18 12 24a12 12 0 0 1-24 0c0-6 4-12 12-24Z', colour: '#e8e4da' },
  material: { d: 'M24 6l15 9v18l-15 9-15-9V15Z', colour: '#9fb3c8' },
  upgrade: { d: 'M24 6l14 16H30v20H18V22h-8Z', colour: '#d8b26a' },
  boss: { d: 'M10 18l6-10 8 8 8-8 6 10-4 20H14Z', colour: '#d9534f' },
  zone: { d: 'M6 38l12-22 8 12 6-8 10 18Z', colour: '#7fb77e' },
};

/** Line shapes (open paths) are stroked, closed ones filled. */
const STROKED = new Set<GlyphKind>(['silk-skill', 'flea', 'relic', 'memory-locket', 'key-item', 'tool-pouch-upgrade', 'crafting-kit-upgrade']);

export function KindGlyph({ kind, className = 'h-16 w-16' }: { kind: GlyphKind; className?: string }) {
  const { d, colour } = SHAPES[kind];
  const stroked = STROKED.has(kind);
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={`${className} shrink-0 rounded-xl border border-white/10 bg-ink-2/70 p-2`}>
      <path d={d} fill={stroked ? 'none' : colour} stroke={stroked ? colour : 'none'} strokeWidth={stroked ? 3 : 0} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
