import { deflateSync } from 'node:zlib';
import type { ConsoleImage } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { readImageHeader } from './image-header';
import { consoleCaller } from './test-kit';

let t: TestApp;
let manager: Awaited<ReturnType<typeof consoleCaller>>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await consoleCaller(t, 'administrator');
});
afterAll(() => t.close());

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width` × `height` grey pixels (`shade` makes different bytes of the same size). */
function png(width: number, height: number, shade = 128): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, shade);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's header as far as its frame: SOI, APP0 (JFIF), SOF0 with the size. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** An extended WebP's header (VP8X) with its canvas size. */
function webpHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBP', 8, 'latin1');
  bytes.write('VP8X', 12, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
}

const upload = (contentType: string, bytes: Buffer) =>
  manager.call('POST', '/images', { contentType, dataBase64: bytes.toString('base64') });

describe('image headers', () => {
  it('reads the size of PNG, JPEG and WebP, and nothing else', () => {
    expect(readImageHeader(png(7, 3))).toEqual({ contentType: 'image/png', width: 7, height: 3 });
    expect(readImageHeader(jpegHeader(640, 360))).toEqual({ contentType: 'image/jpeg', width: 640, height: 360 });
    expect(readImageHeader(webpHeader(1920, 1080))).toEqual({ contentType: 'image/webp', width: 1920, height: 1080 });
    expect(readImageHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageHeader(png(7, 3).subarray(0, 20))).toBeNull();
  });
});

describe('POST /images', () => {
  it('stores an image once, and serves it for good with its type', async () => {
    const bytes = png(12, 5, 40);
    const first = await upload('image/png', bytes);
    expect(first.statusCode, first.body).toBe(201);
    const image = first.json<ConsoleImage>();
    expect(image).toMatchObject({ contentType: 'image/png', width: 12, height: 5, byteSize: bytes.length });
    expect(image.url).toBe(`/api/media/v1/uploads/${image.id}`);

    const again = await upload('image/png', bytes);
    expect(again.statusCode).toBe(200);
    expect(again.json<ConsoleImage>().id).toBe(image.id);

    const served = await t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await t.app.inject({ url: image.url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);

    const rows = await manager.audit(`action=console.upload_image&subjectId=${image.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toMatchObject({ after: { width: 12, height: 5, contentType: 'image/png' } });
  });

  it('takes JPEG and WebP with their sizes', async () => {
    const jpeg = await upload('image/jpeg', jpegHeader(800, 450));
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json<ConsoleImage>()).toMatchObject({ width: 800, height: 450 });
    const webp = await upload('image/webp', webpHeader(300, 200));
    expect(webp.statusCode, webp.body).toBe(201);
    expect(webp.json<ConsoleImage>()).toMatchObject({ width: 300, height: 200 });
    expect((await t.app.inject({ url: webp.json<ConsoleImage>().url })).headers['content-type']).toBe('image/webp');
  });

  it('refuses other files, a type that is not the one claimed, damage and size, with a sentence', async () => {
    const refusals: [string, Buffer | string, number, RegExp][] = [
      [
        'image/png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
        400,
        /not a PNG, JPEG or WebP/,
      ],
      ['image/jpeg', png(4, 4), 400, /image\/png image, not image\/jpeg/],
      ['image/png', png(4, 4).subarray(0, 18), 400, /width and height/],
      ['image/png', Buffer.concat([png(4, 4), Buffer.alloc(1024 * 1024)]), 413, /1 MB/],
      ['image/png', 'not base64!', 400, /base64/],
    ];
    for (const [contentType, data, status, message] of refusals) {
      const response = await manager.call('POST', '/images', {
        contentType,
        dataBase64: typeof data === 'string' ? data : data.toString('base64'),
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect((await manager.call('POST', '/images', { contentType: 'image/gif', dataBase64: 'R0lGOD' })).statusCode).toBe(
      400,
    );
  });

  it('answers 404 for an image that does not exist', async () => {
    const response = await t.app.inject({ url: '/api/media/v1/uploads/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/media/v1/uploads/nope' })).statusCode).toBe(400);
  });
});
