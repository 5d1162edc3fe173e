import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { connections } from '../../db/schema';
import { credentials, mobileEndingIn, REGISTER, signedUp } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function nameOf(connectionId: string): Promise<string | undefined> {
  const [row] = await t.db.select({ name: connections.name }).from(connections).where(eq(connections.id, connectionId));
  return row?.name;
}

/** The connection selector reads '{name} - {number}': the name is the subscriber's, never the number again. */
describe("a new connection's name", () => {
  it('is the Name typed for type 6 and the first and family names for type 7 at sign-up', async () => {
    const mobile = mobileEndingIn(5);
    const type6 = await signedUp(t, {
      connectionType: 6,
      firstName: 'Ruwan',
      mobile,
      contactNo: mobile,
      ...credentials(),
    });
    expect(await nameOf(type6.connectionId)).toBe('Ruwan');

    const type7 = await signedUp(t, {
      connectionType: 7,
      firstName: 'Kasun',
      lastName: 'Fernando',
      country: 'Sri Lanka',
      city: '',
      mobile: '779990107',
      ...credentials(),
    });
    expect(await nameOf(type7.connectionId)).toBe('Kasun Fernando');
  });

  it("is the fixed-line customer's name for a type 1-5 sign-up, whose form has no name field", async () => {
    const reg = await signedUp(t, {
      connectionType: 1,
      telephoneNumber: '0112555123',
      accountNumber: '0012555123',
      address: '77 Galle Road, Dehiwala',
      mobile: '0779990101',
      ...credentials(),
    });
    expect(await nameOf(reg.connectionId)).toBe('Saman Wickramasinghe');
  });

  it("is the typed name, or else the account holder's, when a logged-in subscriber adds a connection", async () => {
    const owner = await createAccount(t.db, { firstName: 'Nimal', connections: [{}] });
    const session = bearer(await loginToken(t.app, owner));
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${REGISTER}/connections`, headers: session, payload });

    const prepaid = await add({
      connectionType: 7,
      firstName: 'Dilini',
      lastName: 'Silva',
      country: 'Sri Lanka',
      mobile: '779990108',
    });
    expect(prepaid.statusCode, prepaid.body).toBe(201);
    expect(await nameOf(prepaid.json<{ connectionId: string }>().connectionId)).toBe('Dilini Silva');

    const fixedLine = await add({
      connectionType: 5,
      telephoneNumber: '252234567',
      accountNumber: '0025223456',
      address: '41 Maithripala Senanayake Mawatha, Anuradhapura',
      mobile: '0779990109',
    });
    expect(fixedLine.statusCode, fixedLine.body).toBe(201);
    expect(await nameOf(fixedLine.json<{ connectionId: string }>().connectionId)).toBe('Nimal Perera');
  });
});
