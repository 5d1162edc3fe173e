import type { ConnectionDetails, Device } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo, demoToken } from '../../../test/catalogue';
import { bearer } from '../../../test/factories';
import { auditLog, devices, profiles } from '../../db/schema';
import { USERS } from './test-kit';

let t: TestApp;
let headers: Record<string, string>;
const home = demo.connectionId('nimal-home');
beforeAll(async () => {
  t = await createSeededTestApp();
  headers = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
});
afterAll(() => t.close());

const listDevices = async (connectionId = home) => {
  const response = await t.app.inject({ url: `${USERS}/connections/${connectionId}/devices`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Device[]>();
};

const details = async () => {
  const response = await t.app.inject({ url: `${USERS}/connection/details/${home}`, headers });
  return response.json<ConnectionDetails>();
};

describe('GET /connections/{id}/devices', () => {
  it("lists the demo connection's devices with their model, the same order on every read", async () => {
    const list = await listDevices();
    expect(list.map((device) => [device.name, device.deviceInfo.deviceModelType])).toEqual([
      ['Living Room TV', 'Android TV'],
      ["Nimal's iPhone", 'iPhone 15'],
      ['Bedroom TV', 'Samsung Smart TV'],
    ]);
    expect(list[0]).toEqual({
      id: expect.any(String),
      name: 'Living Room TV',
      deviceUid: expect.any(String),
      deviceInfo: { deviceModelType: 'Android TV' },
    });
    expect(await listDevices()).toEqual(list);
  });

  it('answers an empty list for a connection without devices', async () => {
    const token = await demoToken(t.app, 'suspended@selfcare.lk');
    const response = await t.app.inject({
      url: `${USERS}/connections/${demo.connectionId('ruwan-mobitel')}/devices`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('a malformed id is a 400 with a readable message; no token is a 401', async () => {
    const bad = await t.app.inject({ url: `${USERS}/connections/not-a-uuid/devices`, headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).not.toContain('errors.');
    expect((await t.app.inject({ url: `${USERS}/connections/${home}/devices` })).statusCode).toBe(401);
  });
});

describe('DELETE /connections/{conId}/devices/{deviceId}', () => {
  it('unpairs the device, audits it, and a repeat is a 404', async () => {
    const [first] = await listDevices();
    if (!first) throw new Error('demo connection has no devices');
    const url = `${USERS}/connections/${home}/devices/${first.id}`;
    const response = await t.app.inject({ method: 'DELETE', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'The device has been removed.' });
    expect((await listDevices()).map((device) => device.id)).not.toContain(first.id);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, first.id));
    expect(audits.map((entry) => entry.action)).toEqual(['profile.device_remove']);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
  });

  it("a device of the caller's other connection, named under the wrong connection, is a 404 and stays", async () => {
    const [office] = await listDevices(demo.connectionId('nimal-broadband'));
    if (!office) throw new Error('demo broadband connection has no devices');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${USERS}/connections/${home}/devices/${office.id}`,
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(devices).where(eq(devices.id, office.id))).toHaveLength(1);
  });
});

describe('DELETE /profiles/{id}', () => {
  it('removes a profile that is not the default one', async () => {
    const before = await details();
    const amma = before.profiles.find((profile) => profile.name === 'Amma');
    if (!amma) throw new Error('demo profile Amma missing');
    const response = await t.app.inject({ method: 'DELETE', url: `${USERS}/profiles/${amma.profileUid}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'The profile has been removed.' });
    expect((await details()).profiles.map((profile) => profile.name)).toEqual(['Nimal', 'Kids']);
  });

  it('refuses the default (primary) profile with 409 and a readable message', async () => {
    const primary = (await details()).profiles.find((profile) => profile.defaultProfile);
    if (!primary) throw new Error('demo connection has no primary profile');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${USERS}/profiles/${primary.profileUid}`,
      headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'The primary profile cannot be removed.', code: 'CONFLICT' });
    expect(await t.db.select().from(profiles).where(eq(profiles.id, primary.profileUid))).toHaveLength(1);
  });

  it('an unknown profile is a 404', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${USERS}/profiles/00000000-0000-4000-8000-000000000000`,
      headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
