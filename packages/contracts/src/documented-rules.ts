import { z } from 'zod';

/**
 * JSON Schema for rules a zod pipe or refinement keeps out of the OpenAPI document: fastify's
 * transform describes a pipe by its input side only, and a refinement not at all. Given with
 * `.meta(...)`, they show in the document, so a client generated from it refuses what the server
 * refuses; the server still validates with the zod schema, and its messages stay the same.
 */

/** An e-mail address, as z.email() checks it (the input is trimmed first, so this is the stricter). */
export const emailRule = { format: 'email', pattern: z.regexes.email.source };

/** A calendar date, YYYY-MM-DD, as z.iso.date() checks it. */
export const dateRule = { format: 'date', pattern: z.regexes.date.source };
