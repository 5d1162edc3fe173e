import { channelLogo } from './channel-art';
import type { ImageSpec } from './images';
import { packageArt } from './package-art';
import type { MediaKind } from './paths';
import { posterArt } from './poster-art';
import { el, escapeXml, fitText, hslToHex, pick, seedOf, textLines } from './svg';

export { escapeXml, wrapText } from './svg';

/** Pixel size per kind, written as width/height so the web app can reserve the space before loading. */
const imageSizes: Record<MediaKind, { width: number; height: number }> = {
  product: { width: 640, height: 360 },
  thumbnail: { width: 320, height: 180 },
  channel: { width: 200, height: 200 },
  banner: { width: 1200, height: 400 },
  voucher: { width: 640, height: 360 },
  logo: { width: 320, height: 96 },
};

/** Products drawn as a title's poster rather than as a package's card. */
const VIDEO_TYPES = new Set(['vod', 'svod']);

/** Hues that stay rich when dark; the olive and mustard band between them turns muddy. */
const HUES = [5, 20, 170, 190, 210, 225, 245, 265, 285, 305, 330, 345];

/** The operator's own pictures (banners, vouchers, logos): a gradient from the name, soft circles, white type. */
function brandArt(spec: ImageSpec, width: number, height: number): string {
  const seed = seedOf(`${spec.kind}/${spec.name}`);
  const hue = pick(HUES, seed.readUInt8(0));
  const from = hslToHex(hue, 62 + (seed.readUInt8(3) % 15), 28 + (seed.readUInt8(4) % 8));
  const to = hslToHex(
    (hue + 25 + (seed.readUInt8(2) % 50)) % 360,
    58 + (seed.readUInt8(5) % 15),
    20 + (seed.readUInt8(6) % 8),
  );
  const accent = hslToHex((hue + 180) % 360, 85, 82);
  const circles = [0, 1, 2]
    .map((index) =>
      el('circle', {
        cx: (seed.readUInt8(7 + index) / 255) * width,
        cy: (seed.readUInt8(10 + index) / 255) * height,
        r: ((seed.readUInt8(13 + index) / 255) * 0.35 + 0.15) * Math.max(width, height),
        fill: '#ffffff',
        'fill-opacity': 0.07,
      }),
    )
    .join('');
  const background = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>${el('rect', { width, height, fill: 'url(#bg)' })}${circles}`;
  return background + brandContent(spec, width, height, accent);
}

function brandContent(spec: ImageSpec, width: number, height: number, accent: string): string {
  const subtitleSize = Math.round(height * 0.07);
  switch (spec.kind) {
    case 'banner': {
      const title = fitText(spec.title, width * 0.8, { font: 'sans', weight: 800 }, [64, 56, 48, 40], 2);
      return [
        el('rect', { x: width * 0.06, y: height * 0.2, width: 8, height: height * 0.6, rx: 4, fill: accent }),
        textLines(title.lines, {
          font: 'sans',
          size: title.size,
          weight: 800,
          x: width * 0.09,
          centreY: height * 0.45,
          anchor: 'start',
          fill: '#ffffff',
        }),
        textLines([spec.subtitle], {
          font: 'sans',
          size: subtitleSize,
          weight: 600,
          upper: true,
          x: width * 0.09,
          centreY: height * 0.78,
          anchor: 'start',
          fill: accent,
        }),
      ].join('');
    }
    case 'logo': {
      const play = el('path', {
        d: `M${height * 0.3} ${height * 0.25}L${height * 0.3} ${height * 0.75}L${height * 0.72} ${height * 0.5}Z`,
        fill: accent,
      });
      return [
        play,
        textLines([spec.title], {
          font: 'sans',
          size: Math.round(height * 0.42),
          weight: 800,
          x: height * 0.9,
          centreY: height * 0.42,
          anchor: 'start',
          fill: '#ffffff',
        }),
        textLines([spec.subtitle], {
          font: 'sans',
          size: Math.round(height * 0.16),
          weight: 500,
          x: height * 0.9,
          centreY: height * 0.78,
          anchor: 'start',
          fill: '#ffffff',
        }),
      ].join('');
    }
    default: {
      const title = fitText(
        spec.title,
        width * 0.84,
        { font: 'sans', weight: 800 },
        [52, 44, 38, 32].map((size) => Math.round((size * width) / 640)),
        3,
      );
      return [
        el('rect', {
          x: 16,
          y: 16,
          width: width - 32,
          height: height - 32,
          rx: 18,
          fill: 'none',
          stroke: '#ffffff',
          'stroke-opacity': 0.5,
          'stroke-width': 3,
          'stroke-dasharray': '12 10',
        }),
        textLines(title.lines, {
          font: 'sans',
          size: title.size,
          weight: 800,
          x: width / 2,
          centreY: height * 0.45,
          anchor: 'middle',
          fill: '#ffffff',
        }),
        textLines([spec.subtitle], {
          font: 'sans',
          size: Math.round(height * 0.065),
          weight: 600,
          upper: true,
          x: width / 2,
          centreY: height * 0.82,
          anchor: 'middle',
          fill: accent,
        }),
      ].join('');
    }
  }
}

function content(spec: ImageSpec, width: number, height: number): string {
  switch (spec.kind) {
    case 'channel':
      return channelLogo({ name: spec.title, channelNo: spec.channelNo, category: spec.category });
    case 'product':
    case 'thumbnail':
      return VIDEO_TYPES.has(spec.productType ?? '')
        ? posterArt({ name: spec.name, title: spec.title, subtitle: spec.subtitle, genre: spec.genre }, width, height)
        : packageArt(
            { name: spec.name, title: spec.title, subtitle: spec.subtitle, productType: spec.productType },
            width,
            height,
          );
    default:
      return brandArt(spec, width, height);
  }
}

/** A self-contained SVG: no external fonts, images or scripts; its ids are its own (each is a document). */
export function renderSvg(spec: ImageSpec): string {
  const { width, height } = imageSizes[spec.kind];
  const label = escapeXml(spec.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    content(spec, width, height),
    '</svg>',
  ].join('');
}
