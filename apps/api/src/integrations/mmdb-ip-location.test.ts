import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { loadConfig } from '../config';
import { openMmdbIpLocation } from './mmdb-ip-location';

const settings = (overrides: Record<string, string> = {}) =>
  loadConfig({ JWT_SECRET: 'x'.repeat(32), ...overrides }).ipLocation;

describe('the packaged country database', () => {
  const location = openMmdbIpLocation(settings());

  it('places Sri Lankan operators’ addresses in LK and foreign ones abroad', () => {
    // SLT-Mobitel (112.134.0.0/15, 203.94.64.0/19) and Dialog (175.157.0.0/16, 2402:4000::/32).
    for (const address of ['112.134.1.1', '112.135.10.10', '203.94.64.1', '175.157.1.1', '2402:4000::1']) {
      expect(location.countryOfAddress(address), address).toBe('LK');
    }
    expect(location.countryOfAddress('8.8.8.8')).toBe('US');
    expect(location.countryOfAddress('2001:4860:4860::8888')).toBe('US');
    expect(location.countryOfAddress('81.2.69.160')).toBe('GB');
    expect(location.countryOfAddress('::ffff:8.8.8.8')).toBe('US');
  });

  it('answers the configured country for addresses no country owns, whatever the database says', () => {
    const abroad = openMmdbIpLocation(settings({ IP_LOCATION_UNKNOWN_COUNTRY: 'GB' }));
    // The packaged database places 192.168.0.0/16, 198.51.100.0/24 and 2001:db8::/32 abroad.
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '198.51.100.23',
      '203.0.113.5',
      '::1',
      'fd00::1',
      '2001:db8::1',
    ]) {
      expect(abroad.countryOfAddress(address), address).toBe('GB');
      expect(location.countryOfAddress(address), address).toBe('LK');
    }
    expect(location.countryOfAddress('not an address')).toBe('LK');
  });
});

describe('the caller’s country (GET /api/users/v1/location)', () => {
  let direct: TestApp;
  let proxied: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
    production = await createTestApp({
      env: 'production',
      trustProxy: true,
      // Production's settings, but for the sandbox adapters the test kit keeps.
      ipLocation: { ...settings(), countryHeader: false },
    });
  });
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close(), production.close()]);
  });

  const countryOf = async (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url: '/api/users/v1/location', remoteAddress, headers })).json().country;

  it('reads the address the request came from', async () => {
    expect(await countryOf(direct, '112.134.1.1')).toBe('LK');
    expect(await countryOf(direct, '8.8.8.8')).toBe('US');
    expect(await countryOf(direct, '127.0.0.1')).toBe('LK');
  });

  it('believes X-Forwarded-For only from a proxy TRUST_PROXY names', async () => {
    expect(await countryOf(proxied, '127.0.0.1', { 'x-forwarded-for': '8.8.8.8' })).toBe('US');
    expect(await countryOf(proxied, '175.157.1.1', { 'x-forwarded-for': '8.8.8.8' })).toBe('LK');
    expect(await countryOf(direct, '127.0.0.1', { 'x-forwarded-for': '8.8.8.8' })).toBe('LK');
  });

  it('lets a tester pretend to be abroad with X-Sandbox-Country, but never in production', async () => {
    expect(await countryOf(direct, '112.134.1.1', { 'x-sandbox-country': 'gb' })).toBe('GB');
    expect(
      await countryOf(production, '127.0.0.1', { 'x-forwarded-for': '112.134.1.1', 'x-sandbox-country': 'GB' }),
    ).toBe('LK');
    expect(await countryOf(production, '127.0.0.1', { 'x-forwarded-for': '8.8.8.8', 'x-sandbox-country': 'LK' })).toBe(
      'US',
    );
  });
});
