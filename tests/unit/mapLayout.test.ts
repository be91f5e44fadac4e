import { describe, expect, it } from 'vitest';
import { CELL, layoutMap, wrap, type MapArea } from '../../app/pages/encyclopaedia/mapLayout.ts';

const area = (slug: string, at: [number, number] | null, more: Partial<MapArea> = {}): MapArea => ({
  slug, name: slug, lang: 'en', area_type: 'nature', act: 1, connects: [],
  map_x: at?.[0] ?? null, map_y: at?.[1] ?? null, map_w: 1, map_h: 1, ...more,
});

describe('layoutMap', () => {
  it('leaves out areas without a position, and sizes the map to the cells used', () => {
    const layout = layoutMap([area('a', [0, 0]), area('b', null, { connects: ['a'] }), area('c', [2, 1], { map_w: 2 })]);
    expect(layout.areas.map((p) => p.area.slug)).toEqual(['a', 'c']);
    expect([layout.width, layout.height]).toEqual([4 * CELL.width, 2 * CELL.height]);
    expect(layout.links).toEqual([]);
    expect(layout.panel).toBeNull();
  });

  it('draws an area holding others first, its name in its top-left corner, the others over it', () => {
    const layout = layoutMap([area('district', [1, 1]), area('city', [0, 0], { map_w: 3, map_h: 2 })]);
    expect(layout.areas.map((p) => [p.area.slug, p.container])).toEqual([['city', true], ['district', false]]);
    const [city, district] = layout.areas;
    expect(city!.label.x).toBeLessThan(district!.box.x);
    expect(city!.label.y).toBeLessThan(district!.box.y);
    expect(district!.label.x).toBe(district!.box.x + district!.box.width / 2);
  });

  it('joins each connected pair once, border to border, with the later act; never an area to one inside it', () => {
    const layout = layoutMap([
      area('a', [0, 0], { connects: ['b', 'city'] }),
      area('b', [2, 0], { act: 3, connects: ['a'] }),
      area('city', [0, 1], { map_w: 2, map_h: 2, act: null, connects: ['inner', 'a'] }),
      area('inner', [1, 2], { act: null }),
    ]);
    expect(layout.links.map((l) => [l.key, l.act]).sort()).toEqual([['a b', 3], ['a city', 1]]);
    const ab = layout.links.find((l) => l.key === 'a b')!;
    const [a, b] = [layout.areas.find((p) => p.area.slug === 'a')!.box, layout.areas.find((p) => p.area.slug === 'b')!.box];
    expect([ab.x1, ab.x2]).toEqual([a.x + a.width, b.x]);
  });

  it('keeps the largest empty part for the details, or adds a band below when there is none', () => {
    const grid = layoutMap([area('a', [0, 0]), area('b', [3, 0]), area('c', [0, 3])], { panel: true });
    expect(grid.panel).toEqual({ x: CELL.width + 6, y: CELL.height + 6, width: 3 * CELL.width - 12, height: 3 * CELL.height - 12 });
    const full = layoutMap([area('a', [0, 0]), area('b', [1, 0])], { panel: true });
    expect(full.panel).toEqual({ x: 6, y: CELL.height + 6, width: 2 * CELL.width - 12, height: 2 * CELL.height - 12 });
    expect(full.height).toBe(3 * CELL.height);
  });
});

describe('wrap', () => {
  it('breaks at spaces, and squeezes a word wider than the line', () => {
    expect(wrap('Whispering Vaults', 126, 16, 2)).toEqual([{ text: 'Whispering' }, { text: 'Vaults' }]);
    expect(wrap('Windgepeitschte Stufen', 126, 16, 2)).toEqual([{ text: 'Windgepeitschte', fit: 126 }, { text: 'Stufen' }]);
    expect(wrap('a b c d', 10, 16, 2)).toEqual([{ text: 'a' }, { text: 'b c d', fit: 10 }]);
  });

  it('breaks Chinese and Japanese between characters, never before closing punctuation', () => {
    const lines = wrap('エリアにポインターを合わせるか、そのエリア', 14 * 15, 14, 3).map((l) => l.text);
    expect(lines.join('')).toBe('エリアにポインターを合わせるか、そのエリア');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l).not.toMatch(/^、/);
  });
});
