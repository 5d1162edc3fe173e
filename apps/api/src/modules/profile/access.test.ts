import type { ConnectionDetails, Device } from '@selfcare/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo, demoToken } from '../../../test/catalogue';
import { bearer, DEFAULT_PASSWORD } from '../../../test/factories';
import { connections, devices, profiles, purchases } from '../../db/schema';
import { BILLING, subscriber, USERS } from './test-kit';

/**
 * The access matrix: another account's token against every route of this module that takes an id
 * always gets 404, exactly like a missing id, and nothing changes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const home = demo.connectionId('nimal-home');
const prepaid = demo.connectionId('dilani-prepaid');
const mobitel = demo.connectionId('sunil-mobitel');
const victims = [home, prepaid, mobitel];

async function snapshot() {
  return {
    connections: await t.db.select().from(connections).where(inArray(connections.id, victims)),
    devices: await t.db.select().from(devices).where(inArray(devices.connectionId, victims)),
    profiles: await t.db.select().from(profiles).where(inArray(profiles.connectionId, victims)),
    purchases: await t.db.select().from(purchases).where(inArray(purchases.connectionId, victims)),
  };
}

describe("another account's ids", () => {
  it('answer 404 on every route and change nothing', async () => {
    const owner = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
    const deviceList = await t.app.inject({ url: `${USERS}/connections/${home}/devices`, headers: owner });
    const [device] = deviceList.json<Device[]>();
    const profileList = await t.app.inject({ url: `${USERS}/connection/details/${home}`, headers: owner });
    const { profiles: homeProfiles } = profileList.json<ConnectionDetails>();
    const secondary = homeProfiles.find((profile) => !profile.defaultProfile);
    const primary = homeProfiles.find((profile) => profile.defaultProfile);
    if (!device || !secondary || !primary) throw new Error('demo connection lacks a device or profiles');

    // The intruder is logged in and has a connection of its own: only ownership can refuse.
    const intruder = await subscriber(t);
    const before = await snapshot();

    const calls: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'GET', url: `${USERS}/connections/${home}/devices` },
      { method: 'DELETE', url: `${USERS}/connections/${home}/devices/${device.id}` },
      { method: 'DELETE', url: `${USERS}/connections/${intruder.connectionId}/devices/${device.id}` },
      { method: 'DELETE', url: `${USERS}/profiles/${secondary.profileUid}` },
      { method: 'DELETE', url: `${USERS}/profiles/${primary.profileUid}` },
      {
        method: 'GET',
        url: `${BILLING}/user-purchase?connectionId=${home}&connectionType=1&start=2026-01-01&end=2026-02-01`,
      },
      { method: 'GET', url: `${BILLING}/prepaid/payments?connectionId=${prepaid}` },
      { method: 'GET', url: `${BILLING}/mobitel/payments?connectionId=${mobitel}` },
      { method: 'POST', url: `${USERS}/connection/unsubscribe/${home}` },
      { method: 'POST', url: `${USERS}/connections/unsubscribe/${prepaid}` },
      { method: 'POST', url: `${USERS}/connections/unsubscribe/${mobitel}` },
      {
        method: 'POST',
        url: `${USERS}/connections/${home}/parental-pin`,
        payload: { password: DEFAULT_PASSWORD, pin: '1111' },
      },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: intruder.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'The requested item could not be found.', code: 'NOT_FOUND' });
    }
    expect(await snapshot()).toEqual(before);
  });
});
