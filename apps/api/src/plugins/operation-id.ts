/**
 * An operation's operationId, derived from its method and path: the method as the verb, then the
 * path's words in camel case, without `/api` and the version segment, a segment that repeats the one
 * before it once (`/billing/v1/billing/...`), and each path parameter as `By<Name>`:
 * `GET /api/users/v1/connection/details/:id` is `getUsersConnectionDetailsById`.
 *
 * Derived rather than written in each route: the paths are fixed by the spec, so the names are as
 * stable as the paths, unique as long as method and path are (Redocly's lint checks it), and a route
 * added later has one without its author doing anything. A route may still set `schema.operationId`.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter((segment) => segment !== '' && segment !== 'api' && !/^v\d+$/.test(segment));
  const kept = segments.filter((segment, index) => segment !== segments[index - 1]);
  return method.toLowerCase() + kept.flatMap(wordsOf).map(capitalised).join('');
}

/** A segment's words: a parameter `:name` is `by` + name; literals split at anything not a letter or digit. */
function wordsOf(segment: string): string[] {
  return segment
    .replace(/:(\w+)/g, ' by $1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
