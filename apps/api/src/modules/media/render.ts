import { createHash } from 'node:crypto';
import type { ImageSpec } from './images';
import type { MediaKind } from './paths';

/** Pixel size per kind, written as width/height so the web app can reserve the space before loading. */
const imageSizes: Record<MediaKind, { width: number; height: number }> = {
  product: { width: 640, height: 360 },
  thumbnail: { width: 320, height: 180 },
  channel: { width: 200, height: 200 },
  banner: { width: 1200, height: 400 },
  voucher: { width: 640, height: 360 },
  logo: { width: 320, height: 96 },
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

/** Average glyph width of the sans-serif stack, as a share of the font size, for line breaking. */
const GLYPH_WIDTH = 0.56;

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Colours and shape positions derived from the image name, so each image looks the same every time. */
interface Palette {
  id: string;
  from: string;
  to: string;
  accent: string;
  seed: Buffer;
}

/** Hues that stay rich when dark; the olive and mustard band between them turns muddy. */
const HUES = [5, 20, 170, 190, 210, 225, 245, 265, 285, 305, 330, 345];

function palette(spec: ImageSpec): Palette {
  const seed = createHash('sha1').update(`${spec.kind}/${spec.name}`).digest();
  const hue = HUES[seed.readUInt8(0) % HUES.length] ?? 225;
  const shift = 25 + (seed.readUInt8(2) % 50);
  // Dark enough that white text keeps a contrast ratio above 4.5:1; the pale accent likewise.
  return {
    id: `g${seed.toString('hex').slice(0, 8)}`,
    from: hslToHex(hue, 62 + (seed.readUInt8(3) % 15), 28 + (seed.readUInt8(4) % 8)),
    to: hslToHex((hue + shift) % 360, 58 + (seed.readUInt8(5) % 15), 20 + (seed.readUInt8(6) % 8)),
    accent: hslToHex((hue + 180) % 360, 85, 82),
    seed,
  };
}

/** Greedy word wrap to at most `maxLines` lines, the last one cut with an ellipsis when text remains. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  return kept;
}

/** The largest font size (of the given ones) at which the text fits the width in `maxLines` lines. */
function fitText(text: string, width: number, sizes: readonly number[], maxLines: number) {
  for (const size of sizes) {
    const maxChars = Math.floor(width / (size * GLYPH_WIDTH));
    const lines = wrapText(text, maxChars, Number.MAX_SAFE_INTEGER);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1) ?? 16;
  return { size, lines: wrapText(text, Math.floor(width / (size * GLYPH_WIDTH)), maxLines) };
}

function textBlock(
  lines: readonly string[],
  options: { x: number; centreY: number; size: number; anchor: 'start' | 'middle'; weight: number; fill: string },
): string {
  const lineHeight = options.size * 1.2;
  const firstBaseline = options.centreY - ((lines.length - 1) * lineHeight) / 2 + options.size * 0.35;
  return lines
    .map(
      (line, index) =>
        `<text x="${options.x}" y="${(firstBaseline + index * lineHeight).toFixed(1)}" font-family="${FONT}" font-size="${options.size}" font-weight="${options.weight}" fill="${options.fill}" text-anchor="${options.anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Soft circles in the background; position and size come from the name's hash. */
function decorations(p: Palette, width: number, height: number): string {
  return [0, 1, 2]
    .map((index) => {
      const cx = ((p.seed.readUInt8(7 + index) / 255) * width).toFixed(0);
      const cy = ((p.seed.readUInt8(10 + index) / 255) * height).toFixed(0);
      const r = (((p.seed.readUInt8(13 + index) / 255) * 0.35 + 0.15) * Math.max(width, height)).toFixed(0);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.07"/>`;
    })
    .join('');
}

function initials(title: string): string {
  const words = title.split(/[\s-]+/).filter((word) => /[A-Za-z0-9]/.test(word));
  if (title.length <= 4) return title.toUpperCase();
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function content(spec: ImageSpec, p: Palette, width: number, height: number): string {
  const subtitleSize = Math.round(height * (spec.kind === 'banner' ? 0.07 : 0.065));
  switch (spec.kind) {
    case 'channel': {
      const mark = initials(spec.title);
      const markSize = mark.length > 2 ? 56 : 72;
      const name = fitText(spec.title, width - 24, [20, 17, 14], 2);
      return [
        `<circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.3}" fill="#ffffff" fill-opacity="0.14"/>`,
        textBlock([mark], {
          x: width / 2,
          centreY: height * 0.4,
          size: markSize,
          anchor: 'middle',
          weight: 800,
          fill: '#ffffff',
        }),
        textBlock(name.lines, {
          x: width / 2,
          centreY: height * 0.8,
          size: name.size,
          anchor: 'middle',
          weight: 600,
          fill: '#ffffff',
        }),
      ].join('');
    }
    case 'banner': {
      const title = fitText(spec.title, width * 0.62, [64, 56, 48, 40], 2);
      return [
        `<rect x="${width * 0.06}" y="${height * 0.2}" width="8" height="${height * 0.6}" rx="4" fill="${p.accent}"/>`,
        textBlock(title.lines, {
          x: width * 0.09,
          centreY: height * 0.45,
          size: title.size,
          anchor: 'start',
          weight: 800,
          fill: '#ffffff',
        }),
        textBlock([spec.subtitle.toUpperCase()], {
          x: width * 0.09,
          centreY: height * 0.78,
          size: subtitleSize,
          anchor: 'start',
          weight: 600,
          fill: p.accent,
        }),
      ].join('');
    }
    case 'logo': {
      const size = Math.round(height * 0.42);
      const play = `<path d="M${height * 0.3} ${height * 0.25} L${height * 0.3} ${height * 0.75} L${height * 0.72} ${height * 0.5} Z" fill="${p.accent}"/>`;
      return [
        play,
        textBlock([spec.title], {
          x: height * 0.9,
          centreY: height * 0.42,
          size,
          anchor: 'start',
          weight: 800,
          fill: '#ffffff',
        }),
        textBlock([spec.subtitle], {
          x: height * 0.9,
          centreY: height * 0.78,
          size: Math.round(height * 0.16),
          anchor: 'start',
          weight: 500,
          fill: '#ffffff',
        }),
      ].join('');
    }
    default: {
      const scale = width / 640;
      const title = fitText(
        spec.title,
        width * 0.84,
        [52, 44, 38, 32].map((size) => Math.round(size * scale)),
        3,
      );
      const ticket =
        spec.kind === 'voucher'
          ? `<rect x="16" y="16" width="${width - 32}" height="${height - 32}" rx="18" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="12 10"/>`
          : '';
      return [
        ticket,
        textBlock(title.lines, {
          x: width / 2,
          centreY: height * 0.45,
          size: title.size,
          anchor: 'middle',
          weight: 800,
          fill: '#ffffff',
        }),
        textBlock([spec.subtitle.toUpperCase()], {
          x: width / 2,
          centreY: height * 0.82,
          size: subtitleSize,
          anchor: 'middle',
          weight: 600,
          fill: p.accent,
        }),
      ].join('');
    }
  }
}

/** A self-contained SVG: no external fonts, images or scripts. */
export function renderSvg(spec: ImageSpec): string {
  const { width, height } = imageSizes[spec.kind];
  const p = palette(spec);
  const label = escapeXml(spec.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="${p.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${p.id})"/>`,
    decorations(p, width, height),
    content(spec, p, width, height),
    '</svg>',
  ].join('');
}
