import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { expectRateLimited } from '../../../test/rate-limited';
import { credentials, newAddress, REGISTER, signUp } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

/** Login's per-address allowance, which the registration's public steps share (decision 0019). */
const PER_ADDRESS = 20;

/** Sends `PER_ADDRESS` requests from one address, each answered without a 429, then one more: 429. */
async function exhaust(send: (address: string, attempt: number) => Promise<LightMyRequestResponse>) {
  const address = newAddress();
  for (let attempt = 0; attempt < PER_ADDRESS; attempt++) {
    expect((await send(address, attempt)).statusCode).not.toBe(429);
  }
  expectRateLimited(await send(address, PER_ADDRESS));
  expect((await send(newAddress(), PER_ADDRESS + 1)).statusCode).not.toBe(429);
}

describe('per-address limits of the registration steps anyone can call', () => {
  it('fixed-line lookups: 20 per address, then 429 with Retry-After', async () => {
    await exhaust((remoteAddress, attempt) =>
      t.app.inject({
        url: `${REGISTER}/connection-details?connectionType=4&telephoneNumber=2122${String(attempt).padStart(5, '0')}&accountNumber=0021222345`,
        remoteAddress,
      }),
    );
  });

  it('sign-ups: 20 per address, then 429 with Retry-After', async () => {
    await exhaust((remoteAddress) =>
      signUp(
        t,
        {
          connectionType: 7,
          firstName: 'Kasun',
          lastName: 'Fernando',
          country: 'Sri Lanka',
          mobile: `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
          ...credentials(),
        },
        remoteAddress,
      ),
    );
  });

  it('non-provider details: 20 per address, then 429 with Retry-After', async () => {
    await exhaust((remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/v1/non-provider-details',
        payload: { name: 'Nimal', email: 'nimal@example.com', district: randomUUID() },
        remoteAddress,
      }),
    );
  });
});
