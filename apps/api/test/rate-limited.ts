import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts a rate limit's refusal: 429, a Retry-After of at least `minSeconds` and at most one 15-minute
 * window, and the message that names the same wait. Answers the Retry-After.
 */
export function expectRateLimited(response: LightMyRequestResponse, minSeconds = 1): number {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(minSeconds);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(response.json()).toEqual({
    message: `Too many attempts. Please try again in ${retryAfter} seconds.`,
    code: 'RATE_LIMITED',
  });
  return retryAfter;
}
