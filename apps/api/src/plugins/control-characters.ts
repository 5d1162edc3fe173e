import { ErrorCode } from '@selfcare/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error';
import { shownField } from './validation-message';

/**
 * C0 controls, DEL and C1 controls (Unicode's Cc): no text a person types holds them, and PostgreSQL refuses NUL in
 * text outright (a 500 before this check). Tab, line feed and carriage return are text in a body's
 * multi-line fields, never in an address.
 */
const IN_ADDRESS = /\p{Cc}/u;
const IN_BODY = /(?![\t\n\r])\p{Cc}/u;

/**
 * Refuses, with a 400 naming the field, any string in the query, path parameters or body (values and
 * keys, at any depth) that holds a control character: one hook before every route's validation, so no
 * route can forget it. A query or path the route declares no schema for is never read, so it is let
 * be (and such a route documents no 400 for it). Headers are not walked: Node's HTTP parser already refuses control characters
 * in them (but tab), before any request reaches the app.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    const field =
      (schema?.querystring ? fieldWithControl(request.query, IN_ADDRESS) : null) ??
      (schema?.params ? fieldWithControl(request.params, IN_ADDRESS) : null) ??
      fieldWithControl(request.body, IN_BODY);
    if (field !== null) {
      throw new ApiError(400, ErrorCode.validation, 'errors.controlCharacter', { field: shownField(field) });
    }
  });
}

/**
 * The path of the first string (or key) matching `pattern`, or null. Walked with a stack, not by
 * recursion: a body may nest arrays thousands deep.
 */
function fieldWithControl(input: unknown, pattern: RegExp): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (pattern.test(value)) return path || 'body';
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (pattern.test(key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}
