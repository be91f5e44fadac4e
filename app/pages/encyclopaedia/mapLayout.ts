import type { Lang } from '../../../shared/languages.ts';
import type { EntryLink } from '../../../shared/encyclopaedia.ts';
import type { ZoneTeaserRow } from '../../../shared/schema/zone.ts';

/*
 * The geometry of the schematic map of Pharloom, from the cells editors give each area (its `map_*`
 * columns): where each box, name and connecting line goes. React-free, so it is tested on its own.
 */

/** An area as the map reads it: its columns and name in the page's language, and on the hub what is found there. */
export type MapArea = Pick<ZoneTeaserRow, 'slug' | 'area_type' | 'act' | 'connects' | 'map_x' | 'map_y' | 'map_w' | 'map_h'> & {
  name: string;
  lang: Lang;
  bosses?: readonly EntryLink[];
  items?: readonly EntryLink[];
  collectibles?: readonly EntryLink[];
  /** On the hub: the progress keys of the area and of everything in it, for the count of what is left. */
  entries?: readonly string[];
};

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line of text; `fit`: too wide for its box by our estimate, so squeezed to this width. */
export interface TextLine {
  text: string;
  fit?: number;
}

export interface PlacedArea {
  area: MapArea;
  box: Box;
  /** Other areas lie inside it (the Citadel's districts): its name goes in its top-left corner, not its middle. */
  container: boolean;
  label: { x: number; y: number; lines: TextLine[] };
}

export interface MapLink {
  key: string;
  /** The later act of its two ends: the line shows both. */
  act: number | null;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface MapLayout {
  width: number;
  height: number;
  /** Containers first, so the areas inside them are drawn over them; then the others in list order. */
  areas: PlacedArea[];
  links: MapLink[];
  /** An empty part of the map where the areas' details are shown on hover or focus (null when not asked for). */
  panel: Box | null;
}

/** One cell of the grid in SVG units; text sizes below are in the same units. */
export const CELL = { width: 150, height: 72 };
/** The names' size and the step from one of their lines to the next. */
export const FONT = 16;
export const LINE = 18;
/** Space between an area's box and its cells' edge: neighbours stand twice this apart. */
const INSET = 6;
/** Below this many cells each way, an empty part is too small for the details: a band is added below the map. */
const PANEL_MIN = { w: 2, h: 2 };

type Placed = MapArea & { map_x: number; map_y: number };
/** Has a place on the map: an area without one is listed, not drawn. */
export const isPlaced = (a: MapArea): a is Placed => a.map_x !== null && a.map_y !== null;

// Estimated advance of a glyph in ems: Chinese, Japanese and Korean characters and full-width forms are
// square, the rest of our languages' letters about half as wide. Only used to break and fit names.
const WIDE = '\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6';
const IS_WIDE = new RegExp(`[${WIDE}]`);
// Where a line may break: at spaces, and between two CJK characters (those languages have no spaces),
// though never before the punctuation that closes a phrase.
const TOKENS = new RegExp(`\\s+|[${WIDE}][、。，．！？：；）」』]*|[^\\s${WIDE}]+`, 'g');

function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += IS_WIDE.test(ch) ? 1 : ch === ' ' ? 0.3 : 0.58;
  return em * size;
}

/** Breaks a text into at most `maxLines` lines of `max` width; what still does not fit is squeezed. */
export function wrap(text: string, max: number, size: number, maxLines: number): TextLine[] {
  const lines: string[] = [];
  let space = '';
  for (const token of text.match(TOKENS) ?? []) {
    if (!token.trim()) {
      space = ' ';
      continue;
    }
    const last = lines.at(-1);
    const joined = `${last}${space}${token}`;
    if (last !== undefined && (lines.length === maxLines || textWidth(joined, size) <= max)) lines[lines.length - 1] = joined;
    else lines.push(token);
    space = '';
  }
  return lines.map((text) => (textWidth(text, size) > max ? { text, fit: max } : { text }));
}

const round = (n: number) => Math.round(n * 10) / 10;
const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

function place(area: Placed, container: boolean): PlacedArea {
  const inset = container ? 0 : INSET;
  const box = {
    x: area.map_x * CELL.width + inset,
    y: area.map_y * CELL.height + inset,
    width: area.map_w * CELL.width - 2 * inset,
    height: area.map_h * CELL.height - 2 * inset,
  };
  if (container) return { area, box, container, label: { x: box.x + 10, y: box.y + 10 + FONT, lines: wrap(area.name, CELL.width - 2 * INSET - 10, FONT, 1) } };
  const lines = wrap(area.name, box.width - 12, FONT, 2);
  // Lines centred on the box; a baseline sits about a third of the font size below the middle of its line.
  const y = box.y + box.height / 2 - ((lines.length - 1) * LINE) / 2 + FONT * 0.35;
  return { area, box, container, label: { x: box.x + box.width / 2, y: round(y), lines } };
}

/** The segment joining two boxes along the line between their centres, from border to border; null when they overlap on it. */
function between(a: Box, b: Box): Omit<MapLink, 'key' | 'act'> | null {
  const [ax, ay, bx, by] = [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2];
  const [dx, dy] = [bx - ax, by - ay];
  const exit = (box: Box) => Math.min(dx ? box.width / 2 / Math.abs(dx) : Infinity, dy ? box.height / 2 / Math.abs(dy) : Infinity);
  const [ta, tb] = [exit(a), exit(b)];
  if (ta + tb >= 1) return null;
  return { x1: round(ax + dx * ta), y1: round(ay + dy * ta), x2: round(bx - dx * tb), y2: round(by - dy * tb) };
}

/** Each pair of drawn areas that either names in `connects`, once. */
function linksOf(placed: readonly PlacedArea[]): MapLink[] {
  const bySlug = new Map(placed.map((p) => [p.area.slug, p]));
  const seen = new Set<string>();
  return placed.flatMap(({ area, box }) =>
    area.connects.flatMap((slug) => {
      const other = bySlug.get(slug);
      const key = [area.slug, slug].sort().join(' ');
      if (!other || seen.has(key) || inside(box, other.box) || inside(other.box, box)) return [];
      seen.add(key);
      const segment = between(box, other.box);
      const acts = [area.act, other.area.act].filter((a) => a !== null);
      return segment ? [{ key, act: acts.length ? Math.max(...acts) : null, ...segment }] : [];
    }),
  );
}

/** The largest rectangle of cells no area covers, preferring the lowest, then the rightmost; null when none is big enough. */
function emptyCells(columns: number, rows: number, areas: readonly Placed[]): Box | null {
  const taken = new Set(areas.flatMap((a) => Array.from({ length: a.map_w * a.map_h }, (_, i) => `${a.map_x + (i % a.map_w)},${a.map_y + Math.floor(i / a.map_w)}`)));
  let best: Box | null = null;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      let width = columns - x;
      for (let bottom = y; bottom < rows && width > 0; bottom++) {
        let run = 0;
        while (run < width && !taken.has(`${x + run},${bottom}`)) run++;
        width = run;
        const height = bottom - y + 1;
        if (width >= PANEL_MIN.w && height >= PANEL_MIN.h && (!best || width * height >= best.width * best.height)) best = { x, y, width, height };
      }
    }
  }
  return best;
}

/** Where everything goes; areas without a position are left out (the page lists them instead). */
export function layoutMap(areas: readonly MapArea[], { panel = false } = {}): MapLayout {
  const drawn = areas.filter(isPlaced);
  const columns = Math.max(0, ...drawn.map((a) => a.map_x + a.map_w));
  let rows = Math.max(0, ...drawn.map((a) => a.map_y + a.map_h));
  const cellBox = (a: Placed): Box => ({ x: a.map_x, y: a.map_y, width: a.map_w, height: a.map_h });
  const holds = (a: Placed) => drawn.some((b) => b !== a && inside(cellBox(b), cellBox(a)));
  const placed = [...drawn.filter(holds).map((a) => place(a, true)), ...drawn.filter((a) => !holds(a)).map((a) => place(a, false))];
  let free: Box | null = null;
  if (panel) {
    free = emptyCells(columns, rows, drawn) ?? { x: 0, y: rows, width: columns, height: PANEL_MIN.h };
    rows = Math.max(rows, free.y + free.height);
  }
  const toUnits = (c: Box): Box => ({ x: c.x * CELL.width + INSET, y: c.y * CELL.height + INSET, width: c.width * CELL.width - 2 * INSET, height: c.height * CELL.height - 2 * INSET });
  return { width: columns * CELL.width, height: rows * CELL.height, areas: placed, links: linksOf(placed), panel: free && toUnits(free) };
}
