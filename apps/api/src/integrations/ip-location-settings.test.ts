import { describe, expect, it } from 'vitest';
import { readIpLocationSettings } from './ip-location-settings';

describe('IP location settings', () => {
  it('reads the packaged database, answers LK for unknown addresses, and takes the header outside production only', () => {
    const problems: string[] = [];
    const demo = readIpLocationSettings({ IP_LOCATION_UNKNOWN_COUNTRY: 'LK' }, false, problems);
    expect(demo.databasePath).toMatch(/geo-whois-asn-country\.mmdb$/);
    expect(demo).toMatchObject({ unknownCountry: 'LK', countryHeader: true });
    expect(readIpLocationSettings({ IP_LOCATION_UNKNOWN_COUNTRY: 'GB' }, true, problems)).toMatchObject({
      unknownCountry: 'GB',
      countryHeader: false,
    });
    expect(problems).toEqual([]);
  });

  it('names a database file it cannot read', () => {
    const problems: string[] = [];
    readIpLocationSettings(
      { IP_LOCATION_DATABASE: '/nowhere/country.mmdb', IP_LOCATION_UNKNOWN_COUNTRY: 'LK' },
      true,
      problems,
    );
    expect(problems).toEqual(['IP_LOCATION_DATABASE: cannot read /nowhere/country.mmdb']);
  });
});
