import { el, escapeXml, FONTS, type Font, fitText, inkOn, luminance, pick, seedOf, textLines } from './svg';

/** What a channel's logo is drawn from. */
export interface ChannelLogo {
  name: string;
  channelNo?: number;
  category?: string;
}

/**
 * The colour behind every logo, and the web app's frame around artwork of another shape
 * (--color-artwork in apps/web/src/app/styles/global.css): a logo shown whole in a wide box, with this
 * colour either side of it, looks like the same tile.
 */
export const LOGO_BACKGROUND = '#141b2d';

const SIZE = 200;
/** Nothing is drawn nearer the edge than this. */
const MARGIN = 14;

/** Brand colours, each a channel's own: channels numbered side by side get different ones. */
const BRAND_COLOURS = [
  '#e53935',
  '#1e88e5',
  '#fdd835',
  '#43a047',
  '#8e24aa',
  '#fb8c00',
  '#00acc1',
  '#d81b60',
  '#3949ab',
  '#c0ca33',
  '#6d4c41',
  '#00897b',
  '#f4511e',
  '#5e35b1',
  '#7cb342',
  '#039be5',
] as const;

interface Logo {
  name: string;
  number: string;
  brand: string;
  /** Picks a variant (font, shape, case) within the treatment. */
  variant: number;
}

type Treatment = (logo: Logo) => string;

const numberTag = (logo: Logo) => (logo.number ? `CH ${logo.number}` : '');

/** The name in a rounded plate of the brand colour, the number in a disc on its corner. */
const plate: Treatment = (logo) => {
  const font = pick<Font>(['sans', 'slab', 'condensed', 'serif'], logo.variant);
  const upper = logo.variant % 2 === 0;
  const radius = pick([12, 38, 4], logo.variant);
  const ink = inkOn(logo.brand);
  const name = fitText(
    logo.name,
    SIZE - 2 * MARGIN - 24,
    { font, weight: 800, upper },
    [34, 30, 26, 22, 19, 16, 14, 12],
    2,
  );
  const height = Math.max(72, name.lines.length * name.size * 1.15 + 30);
  const top = (SIZE - height) / 2;
  const badge = logo.number
    ? el('circle', {
        cx: SIZE - MARGIN - 14,
        cy: top,
        r: 16,
        fill: '#ffffff',
        stroke: LOGO_BACKGROUND,
        'stroke-width': 3,
      }) +
      textLines([logo.number], {
        font: 'sans',
        size: logo.number.length > 2 ? 11 : 14,
        weight: 800,
        x: SIZE - MARGIN - 14,
        centreY: top,
        anchor: 'middle',
        fill: onWhite(logo.brand),
      })
    : '';
  return [
    el('rect', { x: MARGIN, y: top, width: SIZE - 2 * MARGIN, height, rx: radius, fill: logo.brand }),
    textLines(name.lines, {
      font,
      size: name.size,
      weight: 800,
      upper,
      x: SIZE / 2,
      centreY: SIZE / 2,
      anchor: 'middle',
      fill: ink,
    }),
    badge,
  ].join('');
};

/** A slanted band, italic capitals and the number on a block of its own: a sports channel's look. */
const slant: Treatment = (logo) => {
  const ink = inkOn(logo.brand);
  const numberWidth = logo.number ? 44 : 0;
  const textLeft = MARGIN + numberWidth + 10;
  const font = pick<Font>(['condensed', 'sans'], logo.variant);
  const name = fitText(
    logo.name,
    SIZE - textLeft - MARGIN - 10,
    { font, weight: 900, italic: true, upper: true },
    [30, 26, 22, 19, 16, 14, 12],
    2,
  );
  const height = Math.max(64, name.lines.length * name.size * 1.15 + 24);
  const top = (SIZE - height) / 2;
  const skew = 12;
  const band = `M${MARGIN + skew} ${top}H${SIZE - MARGIN}L${SIZE - MARGIN - skew} ${top + height}H${MARGIN}Z`;
  const block = logo.number
    ? el('path', {
        d: `M${MARGIN + skew} ${top}H${MARGIN + numberWidth + skew}L${MARGIN + numberWidth} ${top + height}H${MARGIN}Z`,
        fill: '#ffffff',
      }) +
      textLines([logo.number], {
        font: 'sans',
        size: logo.number.length > 2 ? 15 : 20,
        weight: 900,
        italic: true,
        x: MARGIN + (numberWidth + skew) / 2,
        centreY: SIZE / 2,
        anchor: 'middle',
        fill: LOGO_BACKGROUND,
      })
    : '';
  return [
    el('path', { d: band, fill: logo.brand }),
    block,
    textLines(name.lines, {
      font,
      size: name.size,
      weight: 900,
      italic: true,
      upper: true,
      x: textLeft,
      centreY: SIZE / 2,
      anchor: 'start',
      fill: ink,
    }),
  ].join('');
};

/** A news block: the name in capitals on the brand colour, a white strip with the number and a live dot below. */
const ticker: Treatment = (logo) => {
  const ink = inkOn(logo.brand);
  const font = pick<Font>(['condensed', 'sans', 'serif'], logo.variant);
  const name = fitText(
    logo.name,
    SIZE - 2 * MARGIN - 20,
    { font, weight: 800, upper: true },
    [28, 24, 21, 18, 15, 13, 12],
    2,
  );
  const blockHeight = Math.max(56, name.lines.length * name.size * 1.15 + 22);
  const top = (SIZE - blockHeight - 26) / 2;
  const strip = top + blockHeight;
  return [
    el('rect', { x: MARGIN, y: top, width: SIZE - 2 * MARGIN, height: blockHeight, fill: logo.brand }),
    textLines(name.lines, {
      font,
      size: name.size,
      weight: 800,
      upper: true,
      x: MARGIN + 10,
      centreY: top + blockHeight / 2,
      anchor: 'start',
      fill: ink,
    }),
    el('rect', { x: MARGIN, y: strip, width: SIZE - 2 * MARGIN, height: 26, fill: '#ffffff' }),
    el('circle', { cx: MARGIN + 14, cy: strip + 13, r: 5, fill: '#e53935' }),
    textLines([numberTag(logo) || 'LIVE'], {
      font: 'sans',
      size: 13,
      weight: 800,
      spacing: 1,
      x: MARGIN + 26,
      centreY: strip + 13,
      anchor: 'start',
      fill: LOGO_BACKGROUND,
    }),
  ].join('');
};

/** Spaced serif capitals between two rules, in the brand colour on a spotlight: a film channel. */
const marquee: Treatment = (logo) => {
  const spacing = 3;
  const name = fitText(
    logo.name,
    SIZE - 2 * MARGIN,
    { font: 'serif', weight: 700, upper: true, spacing },
    [32, 28, 24, 20, 17, 15, 13, 12],
    2,
  );
  const textHeight = name.lines.length * name.size * 1.15;
  const top = SIZE / 2 - textHeight / 2 - 14;
  const bottom = SIZE / 2 + textHeight / 2 + 8;
  const colour = inkOn(logo.brand) === '#ffffff' ? logo.brand : '#f5d76e';
  const rule = (y: number) => el('rect', { x: 40, y, width: SIZE - 80, height: 2, fill: colour });
  return [
    el('ellipse', { cx: SIZE / 2, cy: SIZE / 2, rx: 90, ry: 60, fill: colour, 'fill-opacity': 0.12 }),
    rule(top),
    textLines(name.lines, {
      font: 'serif',
      size: name.size,
      weight: 700,
      upper: true,
      spacing,
      x: SIZE / 2,
      centreY: SIZE / 2 - 4,
      anchor: 'middle',
      fill: '#ffffff',
    }),
    rule(bottom),
    textLines([numberTag(logo)], {
      font: 'serif',
      size: 13,
      weight: 700,
      spacing: 4,
      x: SIZE / 2,
      centreY: bottom + 18,
      anchor: 'middle',
      fill: colour,
    }),
  ].join('');
};

/** Rounded letters in turns of bright colours on a soft blob: a children's channel. */
const bubbly: Treatment = (logo) => {
  const colours = ['#fff176', '#ff8a80', '#b9f6ca', '#80d8ff', '#ffffff'];
  const name = fitText(
    logo.name,
    SIZE - 2 * MARGIN - 16,
    { font: 'rounded', weight: 900 },
    [38, 32, 28, 24, 20, 17, 15, 13],
    2,
  );
  const height = name.lines.length * name.size * 1.15 + 36;
  const top = (SIZE - height) / 2;
  const lineHeight = name.size * 1.15;
  const firstBaseline = SIZE / 2 - ((name.lines.length - 1) * lineHeight) / 2 + name.size * 0.35;
  let letterIndex = logo.variant;
  const words = name.lines
    .map((line, index) => {
      const letters = [...line]
        .map((letter) => {
          const fill = letter === ' ' ? undefined : pick(colours, letterIndex++);
          return el('tspan', { fill }, escapeXml(letter));
        })
        .join('');
      return el(
        'text',
        {
          x: SIZE / 2,
          y: firstBaseline + index * lineHeight,
          'font-family': FONTS.rounded,
          'font-size': name.size,
          'font-weight': 900,
          'text-anchor': 'middle',
          stroke: LOGO_BACKGROUND,
          'stroke-width': 4,
          'paint-order': 'stroke',
          'stroke-linejoin': 'round',
        },
        letters,
      );
    })
    .join('');
  const star = logo.number
    ? el('circle', { cx: SIZE / 2, cy: top + height, r: 17, fill: '#ffffff', stroke: logo.brand, 'stroke-width': 4 }) +
      textLines([logo.number], {
        font: 'rounded',
        size: 14,
        weight: 900,
        x: SIZE / 2,
        centreY: top + height,
        anchor: 'middle',
        fill: LOGO_BACKGROUND,
      })
    : '';
  return [
    el('rect', { x: MARGIN, y: top, width: SIZE - 2 * MARGIN, height, rx: height / 2.2, fill: logo.brand }),
    words,
    star,
  ].join('');
};

/** A small emblem above the name in serif, the number below it: a faith or learning channel. */
const emblem: Treatment = (logo) => {
  const colour = inkOn(logo.brand) === '#ffffff' ? lighten(logo.brand) : logo.brand;
  const shapes = [
    // A lamp's flame.
    `M100 40C112 56 116 66 100 80C84 66 88 56 100 40Z`,
    // An open book.
    `M70 52Q85 46 100 54Q115 46 130 52V78Q115 72 100 80Q85 72 70 78Z`,
    // A rising sun.
    `M72 78A28 28 0 0 1 128 78Z`,
  ];
  const name = fitText(logo.name, SIZE - 2 * MARGIN, { font: 'serif', weight: 700 }, [30, 26, 22, 19, 16, 14, 12], 2);
  const nameCentre = 118;
  return [
    el('path', { d: pick(shapes, logo.variant), fill: colour }),
    el('rect', { x: 60, y: 88, width: 80, height: 2, fill: colour }),
    textLines(name.lines, {
      font: 'serif',
      size: name.size,
      weight: 700,
      x: SIZE / 2,
      centreY: nameCentre,
      anchor: 'middle',
      fill: '#ffffff',
    }),
    textLines([numberTag(logo)], {
      font: 'sans',
      size: 12,
      weight: 700,
      spacing: 3,
      x: SIZE / 2,
      centreY: nameCentre + (name.lines.length * name.size * 1.15) / 2 + 16,
      anchor: 'middle',
      fill: colour,
    }),
  ].join('');
};

/** The number on a block of the brand colour, the name beside it: a factual channel. */
const split: Treatment = (logo) => {
  const blockWidth = logo.number ? 46 : 12;
  const left = MARGIN + blockWidth + 10;
  const font = pick<Font>(['sans', 'condensed', 'slab'], logo.variant);
  const name = fitText(logo.name, SIZE - left - MARGIN, { font, weight: 800 }, [26, 23, 20, 17, 15, 13, 12, 11], 3);
  const height = Math.max(64, name.lines.length * name.size * 1.15 + 16);
  const top = (SIZE - height) / 2;
  return [
    el('rect', { x: MARGIN, y: top, width: blockWidth, height, rx: 6, fill: logo.brand }),
    logo.number
      ? textLines([logo.number], {
          font: 'sans',
          size: logo.number.length > 2 ? 16 : 22,
          weight: 900,
          x: MARGIN + blockWidth / 2,
          centreY: SIZE / 2,
          anchor: 'middle',
          fill: inkOn(logo.brand),
        })
      : '',
    textLines(name.lines, {
      font,
      size: name.size,
      weight: 800,
      x: left,
      centreY: SIZE / 2,
      anchor: 'start',
      fill: '#ffffff',
    }),
    el('rect', {
      x: left,
      y: top + height - 3,
      width: Math.min(SIZE - left - MARGIN, 60),
      height: 3,
      fill: logo.brand,
    }),
  ].join('');
};

/** The brand colour where it reads on white, else the dark ink. */
function onWhite(brand: string): string {
  return 1.05 / (luminance(brand) + 0.05) >= 3 ? brand : LOGO_BACKGROUND;
}

function lighten(hex: string): string {
  const mix = (start: number) => Math.round(Number.parseInt(hex.slice(start, start + 2), 16) * 0.5 + 255 * 0.5);
  return `#${[1, 3, 5].map((start) => mix(start).toString(16).padStart(2, '0')).join('')}`;
}

/** Each category has its own looks; its channels take turns through them. */
const TREATMENTS_BY_CATEGORY: Record<string, readonly Treatment[]> = {
  Sports: [slant],
  'News / Business': [ticker],
  Movie: [marquee, plate],
  Kids: [bubbly],
  Religious: [emblem],
  'Learning & Educational': [emblem, split],
  Infotainment: [split],
  'Local Variety': [ticker, plate],
  Tamil: [plate, marquee],
  'Foreign Variety': [plate, marquee, split],
};

/** The treatment, colour and variant of a channel: by its number where it has one, so neighbours differ. */
export function channelLogo({ name, channelNo, category }: ChannelLogo): string {
  const order = channelNo ?? seedOf(name).readUInt8(0);
  const treatments = TREATMENTS_BY_CATEGORY[category ?? ''] ?? [plate, split, marquee];
  const treatment = pick(treatments, order);
  const logo: Logo = {
    name,
    number: channelNo === undefined ? '' : String(channelNo),
    // 7 is prime to the palette's length, so consecutive numbers get different colours.
    brand: pick(BRAND_COLOURS, order * 7),
    variant: Math.floor(order / treatments.length),
  };
  const glow = el('circle', { cx: SIZE / 2, cy: SIZE / 2, r: SIZE / 2, fill: 'url(#glow)' });
  const defs = `<defs><radialGradient id="glow"><stop offset="0" stop-color="${logo.brand}" stop-opacity="0.22"/><stop offset="1" stop-color="${logo.brand}" stop-opacity="0"/></radialGradient></defs>`;
  return [defs, el('rect', { width: SIZE, height: SIZE, fill: LOGO_BACKGROUND }), glow, treatment(logo)].join('');
}
