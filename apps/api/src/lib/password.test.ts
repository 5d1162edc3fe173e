import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './password';

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
