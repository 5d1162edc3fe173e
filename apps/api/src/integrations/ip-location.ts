import type { FastifyRequest } from 'fastify';

/** The caller's country (ISO 3166-1 alpha-2) by IP, for region-limited content. */
export interface IpLocation {
  countryOf(request: FastifyRequest): Promise<string>;
}

/** Lets a tester pretend to be abroad: `X-Sandbox-Country: GB`. */
export const SANDBOX_COUNTRY_HEADER = 'x-sandbox-country';

/** The sandbox: the country from the request header, else the configured one (Sri Lanka by default). */
export class SandboxIpLocation implements IpLocation {
  constructor(private readonly defaultCountry: string) {}

  async countryOf(request: FastifyRequest): Promise<string> {
    const header = request.headers[SANDBOX_COUNTRY_HEADER];
    const value = Array.isArray(header) ? header[0] : header;
    return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : this.defaultCountry;
  }
}
