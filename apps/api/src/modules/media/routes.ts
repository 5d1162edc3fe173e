import { apiErrorSchema, ErrorCode, messages } from '@selfcare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findImage, type ImageSpec } from './images';
import { mediaKinds, mediaNamePattern } from './paths';
import { renderSvg } from './render';
import { findUploadedImage, UPLOAD_CACHE_CONTROL } from './uploads';

/** Images never change for a name, so browsers may keep them for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

const uploadParamsSchema = z.strictObject({ id: z.uuid('errors.invalidId') });
const imageBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

const paramsSchema = z.strictObject({
  kind: z.enum(mediaKinds),
  name: z.string().max(100).regex(mediaNamePattern),
});

/** Rendering is cheap, but the same few hundred images are asked for over and over. */
const rendered = new Map<string, string>();

function svgFor(image: ImageSpec): string {
  const key = `${image.kind}/${image.name}`;
  let svg = rendered.get(key);
  if (svg === undefined) {
    svg = renderSvg(image);
    rendered.set(key, svg);
  }
  return svg;
}

/** GET /media/:kind/:name.svg: the generated pictures of the demo catalogue (DESIGN.md section 8). */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:kind/:name.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'A generated catalogue image',
        params: paramsSchema,
        response: {
          200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = findImage(request.params.kind, request.params.name);
      if (!image) return reply.code(404).send({ message: messages.errors.notFound, code: ErrorCode.notFound });
      return reply.header('cache-control', CACHE_CONTROL).type('image/svg+xml').send(svgFor(image));
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/media/v1/uploads/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'An image staff uploaded in the console (products, banners, vouchers)',
        description:
          'Public. The bytes of an id never change, so the answer is cached for a year (immutable) with an ETag; 304 for a matching If-None-Match.',
        params: uploadParamsSchema,
        response: {
          200: {
            description: 'A PNG, JPEG or WebP image',
            content: {
              'image/png': { schema: imageBytes },
              'image/jpeg': { schema: imageBytes },
              'image/webp': { schema: imageBytes },
            },
          },
          304: z.undefined().describe('Not Modified: the ETag still matches.'),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await findUploadedImage(app.db, request.params.id);
      if (!image) return reply.code(404).send({ message: messages.errors.notFound, code: ErrorCode.notFound });
      const etag = `"${image.sha256}"`;
      void reply
        .header('cache-control', UPLOAD_CACHE_CONTROL)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  );
}
