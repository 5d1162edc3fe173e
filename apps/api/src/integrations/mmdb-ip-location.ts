import { readFileSync } from 'node:fs';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { type CountryResponse, Reader } from 'mmdb-lib';
import { type IpLocation, SANDBOX_COUNTRY_HEADER } from './ip-location';
import type { IpLocationSettings } from './ip-location-settings';

/**
 * The record shapes of the country databases this reads: ip-location-db's (`country_code`) and
 * MaxMind's GeoIP2 / GeoLite2 and DB-IP's (`country.iso_code`), so IP_LOCATION_DATABASE may name either.
 */
type CountryRecord = CountryResponse & { country_code?: string };

/**
 * Addresses no country owns (RFC 6890 special-purpose ranges, the documentation ones of RFC 5737 and
 * 3849 among them): a database may still name one (the packaged one places 192.168.0.0/16 and
 * 198.51.100.0/24 in Australia), so they answer the configured country instead.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The country by the caller's address (request.ip, so TRUST_PROXY decides whose address that is). */
export class MmdbIpLocation implements IpLocation {
  constructor(
    private readonly reader: Reader<CountryRecord>,
    private readonly settings: Pick<IpLocationSettings, 'unknownCountry' | 'countryHeader'>,
  ) {}

  async countryOf(request: FastifyRequest): Promise<string> {
    if (this.settings.countryHeader) {
      const header = request.headers[SANDBOX_COUNTRY_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      if (value && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
    }
    return this.countryOfAddress(request.ip);
  }

  countryOfAddress(ip: string): string {
    const address = ip.match(IPV4_MAPPED)?.[1] ?? ip;
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    let record: CountryRecord | null = null;
    try {
      if (!notPublic.check(address, family)) record = this.reader.get(address);
    } catch {
      // Not an address at all (a test's inject() may say anything): nobody's country.
    }
    const country = record?.country_code ?? record?.country?.iso_code;
    return country && /^[A-Z]{2}$/.test(country) ? country : this.settings.unknownCountry;
  }
}

const readers = new Map<string, Reader<CountryRecord>>();

/** Reads the database file once per process (start-up), whatever number of apps a test run builds. */
export function openMmdbIpLocation(settings: IpLocationSettings): MmdbIpLocation {
  let reader = readers.get(settings.databasePath);
  if (!reader) {
    reader = new Reader<CountryRecord>(readFileSync(settings.databasePath));
    readers.set(settings.databasePath, reader);
  }
  return new MmdbIpLocation(reader, settings);
}
