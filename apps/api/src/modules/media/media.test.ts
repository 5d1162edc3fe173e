import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSeeds } from '../../db/seed/catalogue';
import { findImage, type ImageSpec } from './images';
import { escapeXml, renderSvg, wrapText } from './render';
import { mediaRoutes } from './routes';
import { textWidth } from './svg';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(mediaRoutes);
  await app.ready();
});

afterAll(() => app.close());

function attribute(svg: string, name: string): string | undefined {
  return new RegExp(`<svg[^>]* ${name}="([^"]*)"`).exec(svg)?.[1];
}

describe('GET /media/:kind/:name.svg', () => {
  it('serves a cacheable SVG sized for its kind', async () => {
    const cases = [
      { url: '/media/product/sihina-desa.svg', width: '640', height: '360', title: 'Sihina Desa' },
      { url: '/media/thumbnail/sihina-desa.svg', width: '320', height: '180', title: 'Sihina Desa' },
      { url: '/media/channel/hbo.svg', width: '200', height: '200', title: 'HBO' },
      { url: '/media/banner/welcome-to-peotvgo.svg', width: '1200', height: '400', title: 'Welcome to PEOTVGO' },
      { url: '/media/voucher/welcome10.svg', width: '640', height: '360', title: 'WELCOME10' },
      { url: '/media/logo/peotvgo.svg', width: '320', height: '96', title: 'PEOTVGO' },
    ];
    for (const { url, width, height, title } of cases) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(response.body.endsWith('</svg>')).toBe(true);
      expect(attribute(response.body, 'width')).toBe(width);
      expect(attribute(response.body, 'height')).toBe(height);
      expect(attribute(response.body, 'viewBox')).toBe(`0 0 ${width} ${height}`);
      expect(response.body).toContain(title);
    }
  });

  it('refers to nothing outside the file', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/channel/al-jazeera-english.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
    expect(response.body).not.toMatch(/<script|<image|href=/);
  });

  it('draws the same picture for the same name and different ones for different names', async () => {
    const first = await app.inject({ method: 'GET', url: '/media/product/peo-premium.svg' });
    const again = await app.inject({ method: 'GET', url: '/media/product/peo-premium.svg' });
    const other = await app.inject({ method: 'GET', url: '/media/product/peo-lite.svg' });
    expect(again.body).toBe(first.body);
    const gradient = (svg: string) => /<stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(gradient(first.body)).toBeDefined();
    expect(gradient(other.body)).not.toBe(gradient(first.body));
  });

  it('answers 404 with the error shape for a name it does not know', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/product/no-such-title.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'The requested item could not be found.', code: 'NOT_FOUND' });
  });

  it('answers 404 when the name exists only under another kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/channel/sihina-desa.svg' });
    expect(response.statusCode).toBe(404);
  });

  it('rejects an unknown kind and a name that is not a slug', async () => {
    for (const url of [
      '/media/poster/sihina-desa.svg',
      '/media/product/Sihina-Desa.svg',
      '/media/product/..%2Fetc.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('renderSvg', () => {
  it('escapes markup in titles', () => {
    const svg = renderSvg({
      kind: 'product',
      name: 'tom-and-jerry',
      title: 'Tom & Jerry <Live>',
      subtitle: 'Kids "fun"',
    });
    expect(svg).toContain('Tom &amp; Jerry &lt;Live&gt;');
    expect(svg).toContain('KIDS &quot;FUN&quot;');
    expect(svg).not.toContain('<Live>');
  });

  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('wrapText', () => {
  it('breaks on spaces within the width', () => {
    expect(wrapText('Asia Cup: Sri Lanka v India', 12, 3)).toEqual(['Asia Cup:', 'Sri Lanka v', 'India']);
  });

  it('cuts the last allowed line with an ellipsis when text remains', () => {
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
  });

  it('shortens a single word longer than a line', () => {
    expect(wrapText('Supercalifragilistic', 8, 2)).toEqual(['Superca…']);
  });
});

/** The <text> elements of an SVG: position, anchor, style and the text they show. */
function texts(svg: string) {
  return [...svg.matchAll(/<text ([^>]*)>(.*?)<\/text>/g)].map(([, attributes = '', inner = '']) => {
    const attribute = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attributes)?.[1];
    const shown = inner
      .replace(/<[^>]+>/g, '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&');
    return {
      shown,
      x: Number(attribute('x')),
      y: Number(attribute('y')),
      size: Number(attribute('font-size')),
      anchor: attribute('text-anchor') ?? 'start',
      spacing: Number(attribute('letter-spacing') ?? 0),
      weight: Number(attribute('font-weight') ?? 400),
      mono: (attribute('font-family') ?? '').endsWith('monospace'),
    };
  });
}

const svgOf = (kind: ImageSpec['kind'], slug: string) => {
  const spec = findImage(kind, slug);
  if (!spec) throw new Error(`no ${kind} image ${slug}`);
  return renderSvg(spec);
};

const catalogueImages = productSeeds.flatMap((product) =>
  (['channel', 'product', 'thumbnail'] as const)
    .filter((kind) => findImage(kind, product.slug))
    .map((kind) => ({ kind, product, svg: svgOf(kind, product.slug) })),
);

describe('the demo catalogue artwork', () => {
  it('is small, and keeps every text inside the picture, measured as the widest fallback font draws it', () => {
    expect(catalogueImages.length).toBeGreaterThan(250);
    const outside: string[] = [];
    for (const { kind, product, svg } of catalogueImages) {
      expect(svg.length, `${kind}/${product.slug}`).toBeLessThanOrEqual(4096);
      const width = Number(/ width="(\d+)"/.exec(svg)?.[1]);
      const height = Number(/ height="(\d+)"/.exec(svg)?.[1]);
      for (const text of texts(svg)) {
        const drawn = textWidth(text.shown, {
          font: text.mono ? 'mono' : 'sans',
          size: text.size,
          weight: text.weight,
          spacing: text.spacing,
        });
        const left = text.anchor === 'middle' ? text.x - drawn / 2 : text.anchor === 'end' ? text.x - drawn : text.x;
        const inside = left >= 0 && left + drawn <= width && text.y - text.size * 0.8 >= 0 && text.y <= height;
        if (!inside) outside.push(`${kind}/${product.slug}: "${text.shown}"`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("draws each channel's logo with its whole name and its number, never initials alone", () => {
    for (const { product, svg } of catalogueImages.filter((image) => image.kind === 'channel')) {
      const shown = texts(svg)
        .map((text) => text.shown)
        .join(' ')
        .toLowerCase();
      for (const word of product.name.toLowerCase().split(' ')) expect(shown, product.slug).toContain(word);
      expect(shown, product.slug).toMatch(new RegExp(`\\b${product.channelNo}\\b`));
      expect(shown).not.toContain('…');
    }
  });

  it('gives channels their own colours and looks: neighbours differ, and categories have their own treatments', () => {
    const brand = (slug: string) => /stop-color="(#[0-9a-f]{6})"/.exec(svgOf('channel', slug))?.[1];
    const neighbours = ['rupavahini', 'itn', 'swarnavahini', 'sirasa-tv', 'tv-derana', 'hiru-tv'].map(brand);
    expect(new Set(neighbours).size).toBe(neighbours.length);
    // A look is the shapes and type a logo is made of, its colours and words aside.
    const look = (slug: string) =>
      svgOf('channel', slug)
        .replace(/<text[^>]*>.*?<\/text>/g, (text) => /font-family="([^,"]*)/.exec(text)?.[1] ?? '')
        .replace(/"[^"]*"/g, '')
        .replace(/<title>.*?<\/title>/, '');
    const looks = new Set(
      ['star-sports-1', 'cnn-international', 'hbo', 'cartoon-network', 'the-buddhist', 'discovery-channel'].map(look),
    );
    expect(looks.size).toBe(6);
  });

  it('draws a poster per genre: its own palette and title type for action, drama, comedy, kids, music and learning', () => {
    const poster = (genre: string) =>
      renderSvg({
        kind: 'product',
        name: 'same-title',
        title: 'Same Title',
        subtitle: 'Movies',
        productType: 'vod',
        genre,
      });
    const signature = (svg: string) =>
      `${/<(?:rect|stop)[^>]*(?:fill|stop-color)="(#[0-9a-f]{6})"/.exec(svg)?.[1]} ${/<text[^>]*font-family="([^,"]*)[^>]*font-style="?(\w*)/.exec(svg)?.slice(1).join(' ') ?? /<text[^>]*font-family="([^,"]*)/.exec(svg)?.[1]}`;
    const genres = ['Action', 'Drama', 'Comedy', 'Kids', 'Music', 'Education'];
    const signatures = genres.map((genre) => signature(poster(genre)));
    expect(new Set(signatures).size).toBe(genres.length);
    expect(poster('Thriller')).toBe(poster('Action'));
  });

  it('draws the same image for the same name every time', () => {
    for (const { kind, product, svg } of catalogueImages.slice(0, 40)) expect(svgOf(kind, product.slug)).toBe(svg);
  });
});
