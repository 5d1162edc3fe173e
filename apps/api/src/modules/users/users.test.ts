import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/v1/account/details', () => {
  it("answers the caller's account and nothing more", async () => {
    const account = await createAccount(t.db, { firstName: 'Kumari' });
    const response = await t.app.inject({
      url: '/api/users/v1/account/details',
      headers: bearer(await loginToken(t.app, account)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accountId: account.id,
      username: account.email,
      firstName: 'Kumari',
      lastName: 'Perera',
    });
  });

  it('without a token: 401', async () => {
    expect((await t.app.inject({ url: '/api/users/v1/account/details' })).statusCode).toBe(401);
  });
});

describe('POST /api/users/v1/account/connections', () => {
  it("lists only the caller's connections, in selector order", async () => {
    const account = await createAccount(t.db, {
      connections: [
        { name: 'Third', position: 3, connectionType: 7, serviceType: 'Prepaid' },
        { name: 'First', position: 1, broadband: true },
        { name: 'Second', position: 2, connectionType: 6, serviceType: 'Mobitel', status: 'suspended' },
      ],
    });
    await createAccount(t.db, { connections: [{ name: 'Not mine', position: 0 }] });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/account/connections',
      headers: bearer(await loginToken(t.app, account)),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ name: string }[]>();
    expect(list.map((connection) => connection.name)).toEqual(['First', 'Second', 'Third']);
    expect(list[1]).toEqual({
      connectionId: account.connectionIds[2],
      name: 'Second',
      connectionType: 6,
      serviceType: 'Mobitel',
      status: 'suspended',
      broadband: false,
      telephoneNumber: '0112345678',
      accountNumber: '0012345678',
      mobile: '0771234567',
    });
  });

  it('an account without connections gets an empty list', async () => {
    const account = await createAccount(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/account/connections',
      headers: bearer(await loginToken(t.app, account)),
    });
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/users/v1/connection/details/:id', () => {
  it('answers an own connection with its validation code and profiles, default first', async () => {
    const account = await createAccount(t.db, {
      connections: [
        {
          name: 'Home',
          profiles: [
            { name: 'Kids', defaultProfile: false },
            { name: 'Main', defaultProfile: true },
          ],
        },
      ],
    });
    const response = await t.app.inject({
      url: `/api/users/v1/connection/details/${account.connectionIds[0]}`,
      headers: bearer(await loginToken(t.app, account)),
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ connectionId: account.connectionIds[0], name: 'Home', pendingTerminationDate: null });
    expect(body.validationCode).toMatch(/^[0-9A-F]{10}$/);
    expect(body.profiles.map((profile: { name: string }) => profile.name)).toEqual(['Main', 'Kids']);
    expect(body.profiles[0]).toEqual({
      profileUid: expect.any(String),
      name: 'Main',
      defaultProfile: true,
      parentalRating: 'PG',
      authPin: '1234',
    });
    expect(body).not.toHaveProperty('parentalPinHash');
  });

  it("another account's connection is a 404, exactly like one that does not exist", async () => {
    const owner = await createAccount(t.db, { connections: [{ name: 'Theirs' }] });
    const token = await loginToken(t.app, await createAccount(t.db));

    const theirs = await t.app.inject({
      url: `/api/users/v1/connection/details/${owner.connectionIds[0]}`,
      headers: bearer(token),
    });
    const missing = await t.app.inject({
      url: `/api/users/v1/connection/details/${crypto.randomUUID()}`,
      headers: bearer(token),
    });
    for (const response of [theirs, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The requested item could not be found.', code: 'NOT_FOUND' });
    }
  });

  it('a malformed id is a 400', async () => {
    const token = await loginToken(t.app, await createAccount(t.db));
    const response = await t.app.inject({
      url: "/api/users/v1/connection/details/1' or 1=1",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This link is not valid. Please check the address and try again.',
      code: 'VALIDATION_FAILED',
    });
  });
});
