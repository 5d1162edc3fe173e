import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code such as LK')
  .default('LK');

/** IP location's settings (docs/integrations.md, "IP location"). */
export const ipLocationEnv = {
  IP_LOCATION_DATABASE: z.string().min(1).optional(),
  IP_LOCATION_UNKNOWN_COUNTRY: countryCode,
};

export interface IpLocationSettings {
  /** An MMDB country database: the packaged CC0 one unless IP_LOCATION_DATABASE names a fresher file. */
  databasePath: string;
  /** What an address the database cannot place answers: loopback, private ranges, unallocated space. */
  unknownCountry: string;
  /** The X-Sandbox-Country header overrides the address; outside production only, as any caller can send it. */
  countryHeader: boolean;
}

interface IpLocationValues {
  IP_LOCATION_DATABASE?: string;
  IP_LOCATION_UNKNOWN_COUNTRY: string;
}

const PACKAGED_DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/** Reads the settings, pushing a problem when the database file cannot be read (undefined values: the env did not parse). */
export function readIpLocationSettings(
  values: IpLocationValues | undefined,
  production: boolean,
  problems: string[],
): IpLocationSettings {
  const databasePath = values?.IP_LOCATION_DATABASE ?? createRequire(import.meta.url).resolve(PACKAGED_DATABASE);
  try {
    accessSync(databasePath, constants.R_OK);
  } catch {
    problems.push(`IP_LOCATION_DATABASE: cannot read ${databasePath}`);
  }
  return {
    databasePath,
    unknownCountry: values?.IP_LOCATION_UNKNOWN_COUNTRY ?? 'LK',
    countryHeader: !production,
  };
}
