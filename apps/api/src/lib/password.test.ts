import { describe, expect, it } from 'vitest';
import { HASH_SLOTS, HASH_WAITING, hashSecret, verifySecret } from './password';

describe('password hashes', () => {
  it("are argon2id with the OWASP cheat sheet's first parameters: 19 MiB, 2 iterations, 1 lane", async () => {
    const stored = await hashSecret('Selfcare@2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  });

  it('are salted: the same password twice gives two hashes, both verifying', async () => {
    const [first, second] = await Promise.all([hashSecret('Selfcare@2026'), hashSecret('Selfcare@2026')]);
    expect(first).not.toBe(second);
    expect(await verifySecret(first, 'Selfcare@2026')).toBe(true);
    expect(await verifySecret(second, 'Selfcare@2026')).toBe(true);
    expect(await verifySecret(first, 'Selfcare@2027')).toBe(false);
    expect(await verifySecret('not a hash', 'Selfcare@2026')).toBe(false);
  });
});

describe('a flood of password hashes', () => {
  it('runs a bounded number at once and refuses the excess with 503 and Retry-After', async () => {
    const stored = await hashSecret('Selfcare@2026');
    const flood = HASH_SLOTS + HASH_WAITING + 10;
    const outcomes = await Promise.allSettled(
      Array.from({ length: flood }, () => verifySecret(stored, 'Selfcare@2026')),
    );
    const verified = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value === true);
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(verified).toHaveLength(HASH_SLOTS + HASH_WAITING);
    expect(refused).toHaveLength(10);
    for (const error of refused) {
      expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', headers: { 'retry-after': '2' } });
    }
    // The line empties: the next hash goes through.
    expect(await verifySecret(stored, 'Selfcare@2026')).toBe(true);
  }, 60_000);
});
