import { el, fitText, hslToHex, pick, seedOf, textLines, textWidth } from './svg';

/** What a package's, bundle's or add-on's picture is drawn from. */
export interface ProductCard {
  name: string;
  title: string;
  /** What it is ('Package', 'Channel Bundle', '40 GB'...), on a tag under the title. */
  subtitle: string;
  productType?: string;
}

/** Hues that stay rich when dark; the olive and mustard band between them turns muddy. */
const HUES = [5, 20, 170, 190, 210, 225, 245, 265, 285, 305, 330, 345];

/** A motif per kind of product, on the right, behind the title. */
function motif(productType: string | undefined, width: number, height: number, seed: Buffer): string {
  const u = width / 640;
  switch (productType) {
    case 'channelbundle':
      // A wall of channel tiles.
      return Array.from({ length: 9 }, (_, index) =>
        el('rect', {
          x: width * 0.6 + (index % 3) * 62 * u,
          y: height * 0.12 + Math.floor(index / 3) * 62 * u,
          width: 52 * u,
          height: 52 * u,
          rx: 8 * u,
          fill: hslToHex(HUES[(seed.readUInt8(index) + index) % HUES.length] ?? 210, 70, 55),
          'fill-opacity': 0.35,
        }),
      ).join('');
    case 'screens': {
      // A television, a tablet and a phone.
      const outline = {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.3,
        'stroke-width': Math.max(1, 5 * u),
        rx: 8 * u,
      };
      return [
        el('rect', { x: width * 0.58, y: height * 0.14, width: 200 * u, height: 120 * u, ...outline }),
        el('rect', { x: width * 0.74, y: height * 0.5, width: 70 * u, height: 100 * u, ...outline }),
        el('rect', { x: width * 0.88, y: height * 0.56, width: 40 * u, height: 76 * u, ...outline }),
      ].join('');
    }
    case 'databundle':
    case 'primarydatabundle':
      // A signal's arcs.
      return [60, 110, 160]
        .map((r) =>
          el('path', {
            d: `M${width * 0.82 - r * u} ${height * 0.7}A${r * u} ${r * u} 0 0 1 ${width * 0.82 + r * u} ${height * 0.7}`,
            fill: 'none',
            stroke: '#ffffff',
            'stroke-opacity': 0.25,
            'stroke-width': 14 * u,
          }),
        )
        .join('');
    default:
      // Bands of light, as on the box's own menus.
      return [0, 1, 2]
        .map((index) =>
          el('rect', {
            x: width * (0.55 + index * 0.12),
            y: -height * 0.2,
            width: width * 0.06,
            height: height * 1.4,
            fill: '#ffffff',
            'fill-opacity': 0.06 + index * 0.03,
            transform: `rotate(20 ${Math.round(width * (0.58 + index * 0.12))} ${Math.round(height / 2)})`,
          }),
        )
        .join('');
  }
}

/** A package or add-on: the operator's gradient, a motif of its kind, its name and a tag saying what it is. */
export function packageArt(card: ProductCard, width: number, height: number): string {
  const seed = seedOf(card.name);
  const hue = pick(HUES, seed.readUInt8(0));
  const from = hslToHex(hue, 65, 30);
  const to = hslToHex((hue + 40) % 360, 60, 18);
  const u = width / 640;
  const margin = 48 * u;
  const title = fitText(
    card.title,
    width * 0.62,
    { font: 'sans', weight: 800 },
    [56, 48, 42, 36, 30].map((s) => Math.round(s * u)),
    3,
  );
  const titleHeight = title.lines.length * title.size * 1.15;
  const tagSize = Math.round(18 * u);
  const tag = card.subtitle.toUpperCase();
  const tagWidth = textWidth(tag, { font: 'sans', size: tagSize, weight: 700 }) + 28 * u;
  const tagTop = height * 0.46 + titleHeight / 2 + 14 * u;
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    el('rect', { width, height, fill: 'url(#bg)' }),
    motif(card.productType, width, height, seed),
    textLines(title.lines, {
      font: 'sans',
      size: title.size,
      weight: 800,
      x: margin,
      centreY: height * 0.46,
      anchor: 'start',
      fill: '#ffffff',
    }),
    el('rect', { x: margin, y: tagTop, width: tagWidth, height: tagSize * 1.8, rx: tagSize * 0.9, fill: '#ffffff' }),
    textLines([tag], {
      font: 'sans',
      size: tagSize,
      weight: 700,
      x: margin + 14 * u,
      centreY: tagTop + tagSize * 0.9,
      anchor: 'start',
      fill: from,
    }),
  ].join('');
}
