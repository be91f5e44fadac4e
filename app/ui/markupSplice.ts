import { createContext } from 'react';
import type { IslandName } from '../hydration/marker.ts';

/**
 * Markup made once and kept (see cachedMarkup.tsx): its text, the islands it holds (whose script a
 * page reusing it loads), and its UTF-8 once a document needed it.
 */
export interface KeptMarkup {
  html?: string;
  islands?: readonly IslandName[];
  bytes?: Uint8Array<ArrayBuffer>;
}

/** Kept markup once made: its text and islands are there. */
export type MadeMarkup = KeptMarkup & { html: string; islands: readonly IslandName[] };

const encoder = new TextEncoder();
// A marker holds a word drawn once per isolate: no text a page shows can spell one (and React escapes
// the '<' of any text it writes). Drawn at the first page, since a worker may not draw random values
// while its script loads.
let markers: { open: string; all: RegExp } | undefined;
function marker() {
  if (!markers) {
    const open = `<!--${crypto.randomUUID().replaceAll('-', '')}:`;
    markers = { open, all: new RegExp(`${open}(\\d+)-->`, 'g') };
  }
  return markers;
}

/**
 * Kept markup in a page rendered to one string. Turning a page's text into UTF-8 cost an uncached
 * hub more than rendering it (`npm run bench`: the journal's 237 rows are five sixths of its bytes),
 * and the rows are the same on every request. So the render writes a marker where kept blocks go
 * (a table's rows: one marker for all, so neither React nor the encoder sees them one by one), and
 * the document is put together from bytes: the page's own markup encoded on each request, each
 * block's UTF-8 made once and kept with its markup. The bytes are exactly those of the text.
 */
export class MarkupSplice {
  private readonly blocks: (readonly MadeMarkup[])[] = [];

  /** The marker standing for `blocks` (whose markup is made), one after another, in this render's output. */
  mark(blocks: readonly MadeMarkup[]): string {
    return `${marker().open}${this.blocks.push(blocks) - 1}-->`;
  }

  /** The rendered `doc` with each marker replaced by its markup: the page as text (the page cache's copy). */
  text(doc: string): string {
    return this.blocks.length === 0 ? doc : doc.replace(marker().all, (_, i: string) => this.marked(Number(i)).map((b) => b.html).join(''));
  }

  /** The rendered `doc` as UTF-8 with each marker replaced by its block's kept bytes. */
  bytes(doc: string): Uint8Array<ArrayBuffer> {
    if (this.blocks.length === 0) return encoder.encode(doc);
    // The page's own markup and the blocks, alternately: [markup, index, markup, index, …, markup].
    const parts = doc.split(marker().all);
    const marked: Uint8Array<ArrayBuffer>[][] = [];
    // At most three bytes per UTF-16 unit of the page's markup.
    let room = 0;
    for (let i = 0; i < parts.length; i++) {
      if (i % 2 === 0) room += parts[i]!.length * 3;
      else {
        const bytes = this.marked(Number(parts[i])).map((b) => (b.bytes ??= encoder.encode(b.html)));
        for (const b of bytes) room += b.length;
        marked.push(bytes);
      }
    }
    const out = new Uint8Array(room);
    let at = 0;
    for (let i = 0; i < parts.length; i++) {
      if (i % 2 === 0) at += encoder.encodeInto(parts[i]!, out.subarray(at)).written;
      else {
        for (const b of marked[(i - 1) / 2]!) {
          out.set(b, at);
          at += b.length;
        }
      }
    }
    return out.subarray(0, at);
  }

  private marked(index: number): readonly MadeMarkup[] {
    const blocks = this.blocks[index];
    if (!blocks) throw new Error(`markup marker ${index} names no block`);
    return blocks;
  }
}

/** The splice of the page being rendered to one string; none in a streamed render, which gets the markup itself. */
export const MarkupSpliceContext = createContext<MarkupSplice | null>(null);
