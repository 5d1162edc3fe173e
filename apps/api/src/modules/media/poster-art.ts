import { el, type Font, fitText, pick, seedOf, textLines } from './svg';

/** What a title's poster is drawn from. */
export interface Poster {
  /** The image's name: where its decorations fall. */
  name: string;
  title: string;
  /** The sub type or 'SVOD', in small capitals beside the title. */
  subtitle: string;
  genre?: string;
}

/** A poster's look, by genre family: its background, decorations and the title's type. */
interface Look {
  background: (width: number, height: number, seed: Buffer) => string;
  title: {
    font: Font;
    weight: number;
    italic?: boolean;
    upper?: boolean;
    spacing?: number;
    fill: string;
    stroke?: string;
  };
  subtitle: { font: Font; fill: string };
  align: 'start' | 'middle';
  /** The title's width, as a share of the width, where the decoration takes a side. */
  titleWidth?: number;
  /** Where the title's block is centred, as a share of the height. */
  titleAt: number;
  /** Fewer lines where the decoration takes the bottom. */
  maxLines?: number;
  rotate?: number;
}

const linear = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const fill = (width: number, height: number, paint: string) => el('rect', { width, height, fill: paint });

/** Dark steel and diagonal slashes of fire. */
const action: Look = {
  background: (w, h, seed) =>
    `<defs>${linear('bg', '#0d0d10', '#3a0b0b')}</defs>${fill(w, h, 'url(#bg)')}` +
    [0, 1, 2]
      .map((index) => {
        const x = w * (0.45 + index * 0.17 + (seed.readUInt8(index) % 10) / 100);
        return el('path', {
          d: `M${x} 0H${x + w * 0.06}L${x - w * 0.2} ${h}H${x - w * 0.26}Z`,
          fill: pick(['#ff5722', '#ff9800', '#d32f2f'], index + seed.readUInt8(3)),
          'fill-opacity': 0.55 - index * 0.12,
        });
      })
      .join(''),
  title: { font: 'condensed', weight: 900, italic: true, upper: true, fill: '#ffffff' },
  subtitle: { font: 'sans', fill: '#ffab40' },
  align: 'start',
  titleAt: 0.62,
};

/** A warm glow in the dark and fine rules: drama and romance. */
const drama: Look = {
  background: (w, h, seed) => {
    const hue = pick(['#6a1b4d', '#4a148c', '#7f1d1d', '#1a3a5c'], seed.readUInt8(0));
    return (
      `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#0c0710"/></radialGradient></defs>` +
      fill(w, h, 'url(#bg)') +
      el('circle', { cx: w * 0.5, cy: h * 0.36, r: h * 0.22, fill: '#ffd7a8', 'fill-opacity': 0.12 }) +
      el('rect', {
        x: w * 0.3,
        y: h * 0.78,
        width: w * 0.4,
        height: Math.max(1, h * 0.004),
        fill: '#f8bbd0',
        'fill-opacity': 0.7,
      })
    );
  },
  title: { font: 'serif', weight: 700, italic: true, fill: '#fff4e8' },
  subtitle: { font: 'serif', fill: '#f8bbd0' },
  align: 'middle',
  titleAt: 0.5,
};

/** Sunshine and confetti, the title tilted: comedy, family and lifestyle. */
const comedy: Look = {
  background: (w, h, seed) =>
    `<defs>${linear('bg', '#ffe082', '#ffb300')}</defs>${fill(w, h, 'url(#bg)')}` +
    Array.from({ length: 12 }, (_, index) =>
      el('rect', {
        x: (seed.readUInt8(index) / 255) * w,
        y: (seed.readUInt8(index + 6) / 255) * h,
        width: w * 0.025,
        height: w * 0.012,
        rx: w * 0.004,
        fill: pick(['#e91e63', '#00897b', '#3949ab', '#ffffff'], index),
        transform: `rotate(${(seed.readUInt8(index + 3) % 90) - 45} ${Math.round((seed.readUInt8(index) / 255) * w)} ${Math.round((seed.readUInt8(index + 6) / 255) * h)})`,
      }),
    ).join(''),
  title: { font: 'rounded', weight: 900, fill: '#2b1a00' },
  subtitle: { font: 'rounded', fill: '#6d2c00' },
  align: 'middle',
  titleAt: 0.46,
  rotate: -4,
};

/** Sky, clouds and a rainbow; white rounded letters with a dark edge: children. */
const kids: Look = {
  background: (w, h) =>
    `<defs>${linear('bg', '#81d4fa', '#0277bd', true)}</defs>${fill(w, h, 'url(#bg)')}` +
    ['#ef5350', '#ffca28', '#66bb6a']
      .map((colour, index) =>
        el('circle', {
          cx: w * 0.88,
          cy: h * 0.05,
          r: h * (0.42 - index * 0.07),
          fill: 'none',
          stroke: colour,
          'stroke-width': h * 0.06,
        }),
      )
      .join('') +
    [0.12, 0.32, 0.6, 0.85]
      .map((x, index) =>
        el('ellipse', { cx: w * x, cy: h * (0.95 - (index % 2) * 0.04), rx: w * 0.16, ry: h * 0.14, fill: '#ffffff' }),
      )
      .join(''),
  title: { font: 'rounded', weight: 900, fill: '#ffffff', stroke: '#0d2b52' },
  subtitle: { font: 'rounded', fill: '#0d2b52' },
  align: 'middle',
  titleAt: 0.44,
};

/** Night, rings of sound and an equaliser in neon: music. */
const music: Look = {
  background: (w, h, seed) =>
    `<defs>${linear('eq', '#00e5ff', '#ff4081', true)}</defs>${fill(w, h, '#0b0b16')}` +
    [0.18, 0.3, 0.42]
      .map((r) =>
        el('circle', {
          cx: w * 0.82,
          cy: h * 0.4,
          r: h * r,
          fill: 'none',
          stroke: '#ff4081',
          'stroke-opacity': 0.35,
          'stroke-width': Math.max(1, h * 0.008),
        }),
      )
      .join('') +
    Array.from({ length: 24 }, (_, index) => {
      const bar = h * (0.05 + (seed.readUInt8(index % 20) / 255) * 0.15);
      return el('rect', {
        x: w * (0.02 + index * 0.041),
        y: h - bar,
        width: w * 0.028,
        height: bar,
        fill: 'url(#eq)',
        'fill-opacity': 0.8,
      });
    }).join(''),
  title: { font: 'sans', weight: 800, upper: true, spacing: 3, fill: '#7df9ff' },
  subtitle: { font: 'mono', fill: '#ff80ab' },
  align: 'start',
  titleAt: 0.4,
  maxLines: 2,
};

/** Paper, a grid and a globe's meridians in ink: documentary and learning. */
const learning: Look = {
  background: (w, h) =>
    fill(w, h, '#f4ecd8') +
    Array.from({ length: 9 }, (_, index) =>
      el('rect', { x: (w / 9) * index, width: 1, height: h, fill: '#d9ccac' }),
    ).join('') +
    el('circle', {
      cx: w * 0.82,
      cy: h * 0.5,
      r: h * 0.3,
      fill: 'none',
      stroke: '#1d2b4f',
      'stroke-width': Math.max(1, h * 0.008),
    }) +
    [0.1, 0.2]
      .map((rx) =>
        el('ellipse', {
          cx: w * 0.82,
          cy: h * 0.5,
          rx: h * rx,
          ry: h * 0.3,
          fill: 'none',
          stroke: '#1d2b4f',
          'stroke-width': Math.max(1, h * 0.005),
        }),
      )
      .join('') +
    el('rect', { x: w * 0.82 - h * 0.3, y: h * 0.5, width: h * 0.6, height: Math.max(1, h * 0.005), fill: '#1d2b4f' }),
  title: { font: 'serif', weight: 700, fill: '#1d2b4f' },
  subtitle: { font: 'mono', fill: '#7a4b1c' },
  align: 'start',
  titleWidth: 0.56,
  titleAt: 0.45,
};

/** A pitch's stripes and lines, slanted white capitals on a dark band: sport. */
const sport: Look = {
  background: (w, h) =>
    fill(w, h, '#2e7d32') +
    Array.from({ length: 4 }, (_, index) =>
      el('rect', { x: (w / 8) * (index * 2 + 1), width: w / 8, height: h, fill: '#388e3c' }),
    ).join('') +
    el('circle', {
      cx: w / 2,
      cy: h / 2,
      r: h * 0.2,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.6,
      'stroke-width': Math.max(1, h * 0.008),
    }) +
    el('rect', { x: w / 2, width: Math.max(1, h * 0.008), height: h, fill: '#ffffff', 'fill-opacity': 0.6 }) +
    el('rect', { y: h * 0.34, width: w, height: h * 0.36, fill: '#06140a', 'fill-opacity': 0.55 }),
  title: { font: 'condensed', weight: 900, italic: true, upper: true, fill: '#ffffff' },
  subtitle: { font: 'sans', fill: '#c5e1a5' },
  align: 'middle',
  titleAt: 0.52,
};

/** Terracotta and a kitchen-cloth check, a slab-serif title: cooking and crafts. */
const kitchen: Look = {
  background: (w, h, seed) => {
    const base = pick(['#a63d24', '#00695c', '#6a4c93'], seed.readUInt8(0));
    const cell = Math.max(8, w / 16);
    return (
      `<defs><pattern id="check" width="${cell * 2}" height="${cell * 2}" patternUnits="userSpaceOnUse"><rect width="${cell}" height="${cell * 2}" fill="#ffffff" fill-opacity="0.08"/><rect width="${cell * 2}" height="${cell}" fill="#ffffff" fill-opacity="0.08"/></pattern></defs>` +
      fill(w, h, base) +
      fill(w, h, 'url(#check)') +
      el('rect', {
        x: w * 0.08,
        y: h * 0.24,
        width: w * 0.84,
        height: h * 0.52,
        rx: h * 0.04,
        fill: '#fff3e0',
        'fill-opacity': 0.94,
      })
    );
  },
  title: { font: 'slab', weight: 700, fill: '#4e1f10' },
  subtitle: { font: 'slab', fill: '#8d3b1f' },
  align: 'middle',
  titleAt: 0.47,
};

const LOOKS_BY_GENRE: Record<string, Look> = {
  Action: action,
  Adventure: action,
  Thriller: action,
  Drama: drama,
  Romance: drama,
  Comedy: comedy,
  Family: comedy,
  Lifestyle: comedy,
  Kids: kids,
  Music: music,
  Documentary: learning,
  Education: learning,
  Sports: sport,
  Cooking: kitchen,
  Crafts: kitchen,
};

/** The look a genre gets; a title of no known genre gets the drama's. */
export function posterLook(genre: string | undefined): Look {
  return LOOKS_BY_GENRE[genre ?? ''] ?? drama;
}

/** A title's poster of `width` by `height` (16:9): its genre's background, title treatment and sub type. */
export function posterArt(poster: Poster, width: number, height: number): string {
  const look = posterLook(poster.genre);
  const seed = seedOf(poster.name);
  const margin = width * 0.075;
  const x = look.align === 'start' ? margin : width / 2;
  const title = fitText(
    poster.title,
    Math.min(width - 2 * margin, width * (look.titleWidth ?? 1)),
    look.title,
    [72, 62, 54, 46, 40, 34].map((size) => Math.round((size * width) / 640)),
    look.maxLines ?? 3,
  );
  const titleHeight = title.lines.length * title.size * 1.15;
  const subtitleSize = Math.round((18 * width) / 640);
  // The look's place for the title, moved as little as needed to keep the block (sub type above) inside.
  const top = height * 0.06 + subtitleSize * 2;
  const bottom = height * (look.maxLines ? 0.78 : 0.94);
  const centreY = Math.min(Math.max(height * look.titleAt, top + titleHeight / 2), bottom - titleHeight / 2);
  const stroke = look.title.stroke
    ? {
        stroke: look.title.stroke,
        'stroke-width': Math.max(2, title.size * 0.12),
        'paint-order': 'stroke',
        'stroke-linejoin': 'round',
      }
    : {};
  const block = [
    textLines(title.lines, { ...look.title, size: title.size, x, centreY, anchor: look.align }, stroke),
    textLines([poster.subtitle], {
      font: look.subtitle.font,
      size: subtitleSize,
      weight: 700,
      upper: true,
      spacing: Math.round((3 * width) / 640),
      x,
      centreY: centreY - titleHeight / 2 - subtitleSize,
      anchor: look.align,
      fill: look.subtitle.fill,
    }),
  ].join('');
  const rotated = look.rotate
    ? el('g', { transform: `rotate(${look.rotate} ${width / 2} ${height / 2})` }, block)
    : block;
  return look.background(width, height, seed) + rotated;
}
