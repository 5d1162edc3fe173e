import type { FastifyRequest } from 'fastify';

/** The caller's country (ISO 3166-1 alpha-2) by IP, for region-limited content. */
export interface IpLocation {
  countryOf(request: FastifyRequest): Promise<string>;
}

/** Lets a tester pretend to be abroad outside production: `X-Sandbox-Country: GB`. */
export const SANDBOX_COUNTRY_HEADER = 'x-sandbox-country';
