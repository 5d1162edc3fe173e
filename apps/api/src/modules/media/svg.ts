import { createHash } from 'node:crypto';

/**
 * The drawing kit of the generated images: escaping, colours, a deterministic hash and text that is
 * measured before it is placed, so no name is cut by the image's edge.
 */

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** An element with its attributes escaped; undefined attributes are left out. */
export function el(name: string, attributes: Record<string, string | number | undefined>, content = ''): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(typeof value === 'number' ? round(value) : value)}"`)
    .join('');
  return content ? `<${name}${written}>${content}</${name}>` : `<${name}${written}/>`;
}

/** One decimal is enough for a picture, and keeps the files small. */
export function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Bytes derived from a name: which variant, colour or position an image takes, the same every time. */
export function seedOf(key: string): Buffer {
  return createHash('sha1').update(key).digest();
}

export function hslToHex(hue: number, saturation: number, lightness: number): string {
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

/** Relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The darker ink on a light colour, white on a dark one: whichever contrasts more. */
export function inkOn(background: string, dark = '#141b2d'): string {
  const light = (luminance(background) + 0.05) / (luminance(dark) + 0.05);
  const white = 1.05 / (luminance(background) + 0.05);
  return light > white ? dark : '#ffffff';
}

export function pick<T>(choices: readonly T[], index: number): T {
  const chosen = choices[((index % choices.length) + choices.length) % choices.length];
  if (chosen === undefined) throw new Error('pick: no choices');
  return chosen;
}

/** Font stacks; family names are written unquoted (valid CSS), which keeps the files small. */
export const FONTS = {
  sans: 'system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, DejaVu Sans, sans-serif',
  condensed: 'Arial Narrow, Roboto Condensed, Noto Sans Condensed, DejaVu Sans Condensed, sans-serif',
  serif: 'Georgia, Times New Roman, Noto Serif, DejaVu Serif, serif',
  slab: 'Rockwell, Roboto Slab, Zilla Slab, DejaVu Serif, serif',
  rounded: 'Arial Rounded MT Bold, Nunito, Varela Round, Quicksand, system-ui, DejaVu Sans, sans-serif',
  mono: 'ui-monospace, Menlo, Consolas, DejaVu Sans Mono, monospace',
} as const;

export type Font = keyof typeof FONTS;

export interface TextStyle {
  font: Font;
  size: number;
  weight?: number;
  italic?: boolean;
  /** Extra space after each letter, in px. */
  spacing?: number;
  upper?: boolean;
}

const NARROW = new Set("iljtfrI1.,:;!|'()[] ");
const WIDE = new Set('MWmw@%&');

/**
 * The width `text` takes at most in the style: per-letter widths of the widest common fallback (DejaVu
 * Sans Bold), so the system fonts a browser picks draw it narrower, never wider.
 */
export function textWidth(text: string, style: TextStyle): number {
  const shown = style.upper ? text.toUpperCase() : text;
  const letters = [...shown];
  const em = letters.reduce((sum, letter) => {
    if (style.font === 'mono') return sum + 0.62;
    if (NARROW.has(letter)) return sum + 0.4;
    if (WIDE.has(letter)) return sum + 1.1;
    if (/[A-Z]/.test(letter)) return sum + 0.82;
    if (/[0-9]/.test(letter)) return sum + 0.72;
    return sum + 0.68;
  }, 0);
  const weightFactor = (style.weight ?? 400) >= 600 ? 1 : 0.92;
  return em * style.size * weightFactor + (style.spacing ?? 0) * letters.length;
}

/** Greedy word wrap to at most `maxLines` lines of `fits` lines, the last cut with an ellipsis when text remains. */
function wrapBy(text: string, fits: (line: string) => boolean, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line) && line.length > 1) line = `${line.slice(0, -2)}…`;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1] ?? ''}…`;
  while (!fits(last) && last.length > 1) last = `${last.slice(0, -2).trimEnd()}…`;
  kept[maxLines - 1] = last;
  return kept;
}

/** Greedy word wrap to lines of at most `maxChars` characters (the tests' simple measure). */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  return wrapBy(text, (line) => line.length <= maxChars, maxLines);
}

/** The largest size (of `sizes`, largest first) at which the text fits `width` in `maxLines` lines. */
export function fitText(
  text: string,
  width: number,
  style: Omit<TextStyle, 'size'>,
  sizes: readonly number[],
  maxLines: number,
): { size: number; lines: string[] } {
  const words = text.split(/\s+/).filter(Boolean);
  for (const size of sizes) {
    const fits = (line: string) => textWidth(line, { ...style, size }) <= width;
    // A word cut short is not a fit: a smaller size may show it whole.
    if (!words.every(fits)) continue;
    const lines = wrapBy(text, fits, Number.MAX_SAFE_INTEGER);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1) ?? 12;
  return { size, lines: wrapBy(text, (line) => textWidth(line, { ...style, size }) <= width, maxLines) };
}

/** Lines of text centred on `centreY`, anchored at `x`. */
export function textLines(
  lines: readonly string[],
  style: TextStyle & { x: number; centreY: number; anchor: 'start' | 'middle' | 'end'; fill: string },
  extra: Record<string, string | number | undefined> = {},
): string {
  const lineHeight = style.size * 1.15;
  const firstBaseline = style.centreY - ((lines.length - 1) * lineHeight) / 2 + style.size * 0.35;
  return lines
    .map((line, index) =>
      el(
        'text',
        {
          x: style.x,
          y: firstBaseline + index * lineHeight,
          'font-family': FONTS[style.font],
          'font-size': style.size,
          'font-weight': style.weight ?? 400,
          'font-style': style.italic ? 'italic' : undefined,
          'letter-spacing': style.spacing,
          'text-anchor': style.anchor,
          fill: style.fill,
          ...extra,
        },
        escapeXml(style.upper ? line.toUpperCase() : line),
      ),
    )
    .join('');
}
