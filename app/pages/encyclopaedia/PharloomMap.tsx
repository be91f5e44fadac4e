import type { SVGProps } from 'react';
import { hubPath } from '../../../shared/routes.ts';
import type { EntryLink } from '../../../shared/encyclopaedia.ts';
import { localizedPath } from '../../../shared/paths.ts';
import { AREA_TYPES, type AreaType } from '../../../shared/schema/enums.ts';
import { usePage } from '../../context.tsx';
import { Section } from '../../ui/Section.tsx';
import { textLang } from '../../ui/textLanguage.ts';
import { EntryLinks, entryHref } from './EntryLinks.tsx';
import { FONT, isPlaced, layoutMap, LINE, wrap, type Box, type MapArea, type MapLayout, type PlacedArea, type TextLine } from './mapLayout.ts';

/*
 * The schematic map of Pharloom as inline SVG that needs no script. On the map hub every area is a link
 * whose bosses and items show in the map's empty corner on hover or focus; on an area's page the same
 * drawing is a picture of where that area lies. Groups carry `data-zone` and `data-act`, lines `data-act`,
 * so a script can later dim what lies beyond a visitor's progress or spoiler level.
 */

/** Dark fills under light names (contrast well above 4.5:1), with a bright edge per area type. */
const COLOURS: Record<AreaType, { fill: string; stroke: string }> = {
  nature: { fill: '#1d3b2a', stroke: '#6fbf8a' },
  industrial: { fill: '#47261a', stroke: '#e08a55' },
  fortress: { fill: '#302d4d', stroke: '#a99be0' },
  aquatic: { fill: '#15394a', stroke: '#5cbcd3' },
};
const GOLD = '#d8b26a';
const LINK = '#a3abbd';
const SMALL = 14;
const SMALL_LINE = 16;

// Chinese and Japanese break between characters, other scripts at a space.
const CJK_EDGE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u30ff\uff00-\uffef]/u;

/**
 * The space a line break took, given back between the lines' text: a name drawn on two lines is
 * read (and matched against its link's name) as "Tal der Knochen", not "Tal derKnochen".
 */
function lineSpace(before: string, after: string): string {
  return CJK_EDGE.test(before.at(-1)!) || CJK_EDGE.test(after[0]!) ? '' : ' ';
}

/** Lines of text from a baseline, each further line one `step` lower; one line that fits is the text itself. */
function TextLines({ x, y, lines, step, ...text }: { x: number; y: number; lines: readonly TextLine[]; step: number } & SVGProps<SVGTextElement>) {
  const [only] = lines;
  return (
    <text x={x} y={y} {...text}>
      {lines.length === 1 && !only!.fit ? only!.text : lines.map((l, i) => [
        i > 0 && lineSpace(lines[i - 1]!.text, l.text),
        <tspan key={i} x={i ? x : undefined} dy={i ? step : undefined} textLength={l.fit} lengthAdjust={l.fit ? 'spacingAndGlyphs' : undefined}>{l.text}</tspan>,
      ])}
    </text>
  );
}

function Shape({ placed, here }: { placed: PlacedArea; here: boolean }) {
  const { lang } = usePage();
  const { area, box, container, label } = placed;
  const colour = here ? { fill: GOLD, stroke: GOLD } : COLOURS[area.area_type];
  return (
    <>
      <rect {...box} rx={8} fill={colour.fill} stroke={colour.stroke} strokeDasharray={container ? '6 4' : undefined} className="map-shape" />
      <TextLines {...label} step={LINE} textAnchor={container ? 'start' : undefined} lang={textLang(area.lang, lang)} className={here ? 'fill-ink font-semibold' : undefined} />
    </>
  );
}

/**
 * One column of an area's details: a heading, then names, each its own line carrying its act (the
 * visitor's spoiler level hides a later act's name); a list longer than the column ends with "+N more".
 */
function TipColumn({ x, y, width, height, heading, names }: { x: number; y: number; width: number; height: number; heading: string; names: readonly EntryLink[] }) {
  const { t } = usePage();
  const fit = (text: string) => wrap(text, width, SMALL, 1);
  // Names hang one line below the heading, down to `height` below it.
  const room = Math.max(1, Math.floor(height / SMALL_LINE));
  const shown = names.length > room ? names.slice(0, room - 1) : names;
  const more = names.length - shown.length;
  return (
    <>
      <TextLines x={x} y={y} lines={fit(heading)} step={0} className="fill-mist" />
      {shown.map((n, i) => <TextLines key={n.slug} x={x} y={y + (i + 1) * SMALL_LINE} lines={fit(n.name)} step={0} data-act={n.act ?? undefined} />)}
      {more > 0 && <TextLines x={x} y={y + (shown.length + 1) * SMALL_LINE} lines={fit(t('encyclopaedia.map.more', { count: more }))} step={0} />}
    </>
  );
}

/** An area's bosses, items and collectibles, drawn over the panel while the area is hovered or focused (the list below says the same to assistive technology). */
function Tip({ area, panel }: { area: MapArea; panel: Box }) {
  const { t } = usePage();
  const columns = [
    { heading: t('nav.boss'), names: area.bosses ?? [] },
    { heading: t('nav.items'), names: area.items ?? [] },
    { heading: t('nav.collectibles'), names: area.collectibles ?? [] },
  ].filter((c) => c.names.length > 0);
  const [x, top, width] = [panel.x + 12, panel.y + 22, (panel.width - 12 * (columns.length + 1)) / Math.max(1, columns.length)];
  // The columns' headings one line below the name; their names reach down to the panel's bottom padding.
  const [below, room] = [top + 20, panel.y + panel.height - 8 - (top + 20)];
  return (
    <g aria-hidden="true" fontSize={SMALL} textAnchor="start" className="map-tip">
      <rect {...panel} rx={8} fill="#121624" stroke={GOLD} strokeWidth={1.5} />
      <TextLines x={x} y={top} lines={wrap(area.name, panel.width - 24, FONT, 1)} step={0} fontSize={FONT} className="fill-gold font-semibold" />
      {columns.length === 0 && <TextLines x={x} y={below} lines={wrap(t('encyclopaedia.map.nothingHere'), panel.width - 24, SMALL, 3)} step={SMALL_LINE} />}
      {columns.map((c, i) => (
        <TipColumn key={c.heading} x={x + i * (width + 12)} y={below} width={width} height={room} {...c} />
      ))}
    </g>
  );
}

/** The count of what is left to tick in an area, on its top-right corner: empty, and not drawn, until the progress island fills it. */
function LeftBadge({ box }: { box: Box }) {
  const [x, y] = [box.x + box.width - 4, box.y + 4];
  return (
    <g aria-hidden="true" className="map-left">
      <circle cx={x} cy={y} r={13} />
      <text x={x} y={y} dy="0.35em" fontSize={SMALL} textAnchor="middle" />
    </g>
  );
}

/**
 * The areas and their connections, styled from the drawing (the `map-drawing` shortcut): names in silk
 * and centred unless said otherwise. `here`: the one area highlighted on a picture of its place, with
 * nothing linked.
 */
function Drawing({ layout, here }: { layout: MapLayout; here?: string }) {
  const { t, lang } = usePage();
  const { panel } = layout;
  const area = (p: PlacedArea) => {
    const { slug, act } = p.area;
    const shape = <Shape placed={p} here={slug === here} />;
    return (
      <g key={slug} data-zone={slug} data-act={act ?? undefined} data-here={slug === here || undefined} data-entries={here ? undefined : p.area.entries?.join(' ')} className={here ? undefined : 'map-area'}>
        {here ? shape : (
          // Named outright: a name broken over lines would reach assistive technology without its space.
          // The ring after the shape marks focus (the drawing hides the outline, which not every browser draws around SVG).
          <a href={entryHref(lang, 'zones', slug)} aria-label={p.area.name}>
            {shape}
            <rect x={p.box.x - 4} y={p.box.y - 4} width={p.box.width + 8} height={p.box.height + 8} rx={11} fill="none" stroke={GOLD} strokeWidth={3} className="map-ring" />
          </a>
        )}
        {!here && p.area.entries && <LeftBadge box={p.box} />}
        {panel && <Tip area={p.area} panel={panel} />}
      </g>
    );
  };
  return (
    <g fontSize={FONT} textAnchor="middle" strokeWidth={2} className="map-drawing">
      {panel && (
        <g aria-hidden="true" fontSize={SMALL} textAnchor="start">
          <rect {...panel} rx={8} fill="none" stroke={LINK} strokeOpacity={0.5} strokeDasharray="4 4" />
          <TextLines x={panel.x + 12} y={panel.y + 24} lines={wrap(t('encyclopaedia.map.hint'), panel.width - 24, SMALL, 4)} step={SMALL_LINE} className="fill-mist" />
        </g>
      )}
      {layout.areas.filter((p) => p.container).map(area)}
      <g stroke={LINK} strokeOpacity={0.7}>
        {layout.links.map(({ key, act, ...line }) => <line key={key} {...line} data-act={act ?? undefined} />)}
      </g>
      {layout.areas.filter((p) => !p.container).map(area)}
    </g>
  );
}

function Legend() {
  const { t } = usePage();
  const swatch = (type: AreaType) => <rect x={1} y={1} width={14} height={14} rx={3} fill={COLOURS[type].fill} stroke={COLOURS[type].stroke} strokeWidth={2} />;
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
      <span id="map-key" className="font-semibold text-silk">{t('encyclopaedia.map.key')}</span>
      <ul aria-labelledby="map-key" className="flex flex-wrap items-center gap-x-5 gap-y-1">
        {AREA_TYPES.map((type) => (
          <li key={type} className="inline-flex items-center gap-2"><svg width={16} height={16} aria-hidden="true">{swatch(type)}</svg>{t(`guides.areaType.${type}`)}</li>
        ))}
        <li className="inline-flex items-center gap-2"><svg width={24} height={16} aria-hidden="true"><line x1={1} y1={8} x2={23} y2={8} stroke={LINK} strokeWidth={2} /></svg>{t('encyclopaedia.labels.connects')}</li>
      </ul>
    </div>
  );
}

/**
 * The map hub's map: every placed area as a link, scrolled sideways on narrow screens so names stay
 * legible, with what it shows explained and the areas that have no place listed.
 */
export function PharloomMap({ areas }: { areas: readonly MapArea[] }) {
  const { t } = usePage();
  const layout = layoutMap(areas, { panel: true });
  if (layout.areas.length === 0) return null;
  const unplaced = areas.filter((a) => !isPlaced(a));
  return (
    <Section id="map" title={t('encyclopaedia.map.heading')}>
      <figure className="space-y-3">
        {/* Scrolls sideways where the column is narrower than the drawing: a shade at the cut edge shows
            there is more, the region takes arrow keys once focused, and a line says so until the whole map fits. */}
        <p id="map-scroll-hint" className="text-sm text-mist xl:hidden">{t('encyclopaedia.map.scrollHint')}</p>
        <div role="region" tabIndex={0} aria-label={t('encyclopaedia.map.scrollLabel')} aria-describedby="map-scroll-hint" className="scroll-shade overflow-x-auto rounded-xl border border-white/10">
          {/* The templates of each area's link once the island has counted what is left there (see LeftBadge). */}
          <svg
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            aria-labelledby="map-title"
            className="block h-auto w-full min-w-[52rem]"
            data-map-left={t('companion.scan.mapLeft', { name: '{{name}}', count: '{{count}}' })}
            data-map-done={t('companion.scan.mapDone', { name: '{{name}}' })}
          >
            <title id="map-title">{t('encyclopaedia.map.title')}</title>
            <Drawing layout={layout} />
          </svg>
        </div>
        <figcaption className="space-y-2 text-sm text-mist">
          <p>{t('encyclopaedia.map.schematic')}</p>
          <p className="js-only-block">{t('companion.scan.mapHint')}</p>
          <Legend />
          {unplaced.length > 0 && (
            <div className="flex flex-wrap gap-x-2">
              <p>{t('encyclopaedia.map.notDrawn')}</p>
              <EntryLinks kind="zones" items={unplaced} />
            </div>
          )}
        </figcaption>
      </figure>
    </Section>
  );
}

/** An area's place: the same map as a picture, that area in gold; nothing when it has no place. */
export function PlaceOnMap({ areas, here }: { areas: readonly MapArea[]; here: string }) {
  const { t, lang } = usePage();
  const layout = layoutMap(areas);
  const placed = layout.areas.find((p) => p.area.slug === here);
  if (!placed) return null;
  const { name } = placed.area;
  return (
    <Section id="on-the-map" title={t('encyclopaedia.map.section')}>
      <figure className="space-y-2">
        <svg viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-labelledby="place-title" className="block h-auto w-full rounded-xl border border-white/10 bg-ink-2/70">
          <title id="place-title">{t('encyclopaedia.map.place', { name })}</title>
          <Drawing layout={layout} here={here} />
        </svg>
        <figcaption className="text-sm text-mist">
          {t('encyclopaedia.map.highlighted', { name })} <a href={`${localizedPath(lang, hubPath('zones'))}#map`} className="entry-link">{t('encyclopaedia.map.whole')}</a>
        </figcaption>
      </figure>
    </Section>
  );
}
