import { createHash } from 'node:crypto';
import type { AnalyticsDevice } from '@selfcare/contracts';

/**
 * What the analytics api keeps of a request instead of the request itself (issue 28): nothing here
 * survives that could name a person. The address and the user agent only feed the visitor hash and the
 * device class, and are dropped.
 */

/** Do Not Track or Global Privacy Control: the visitor asked not to be counted. */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/** 128 bits of SHA-256(salt, address, user agent): unique counts within the salt's day, nothing more. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\u0000${address}\u0000${userAgent}`).digest('hex').slice(0, 32);
}

/** A coarse device class from the user agent; the user agent itself is not kept. */
export function deviceClass(userAgent: string): AnalyticsDevice {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The referrer's host (lower case, no port, no path, no query); null for none or not an http(s) address. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d+$/;
/** A long run of letters and digits with a digit in it: a token, a code or a reference, not a word. */
const TOKEN = /^(?=.*\d)[A-Za-z0-9_-]{12,}$/;
const PATH_MAX = 300;

/**
 * The page's path as stored: the query and fragment dropped (they can carry tokens, `?t=`), each segment
 * that is an id (a UUID, a number, a token-like run) replaced by ':id', at most 300 characters.
 */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  const segments = bare.split('/').map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return ':id';
    }
    return UUID.test(decoded) || NUMBER.test(decoded) || TOKEN.test(decoded) ? ':id' : segment;
  });
  const normalised = segments.join('/').replace(/\/{2,}/g, '/');
  return (normalised.length > 1 ? normalised.replace(/\/$/, '') : normalised).slice(0, PATH_MAX) || '/';
}
