import type { FastifyInstance } from 'fastify';

/** Gateway notifications and checkout forms are a few hundred bytes; anything far bigger is not one. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Lets the plugin it is called in read `application/x-www-form-urlencoded` bodies (the card gateway's
 * protocol is form posts) as a flat record of strings; a repeated field keeps its last value. The rest
 * of the api stays JSON only.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
