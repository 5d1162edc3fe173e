import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PIN_HASH_SECRET } from '../config';
import { hashSecret } from './password';
import { hashPin, pinHashSecret, verifyPin } from './pin-hash';

const connection = randomUUID();
const other = randomUUID();

describe('parental PIN hash', () => {
  it('is a keyed hash in the hmac-sha256$v1$ format that verifies the same PIN', async () => {
    const stored = hashPin(connection, '1234');
    expect(stored).toMatch(/^hmac-sha256\$v1\$[A-Za-z0-9_-]{43}$/);
    expect(hashPin(connection, '1234')).toBe(stored);
    expect(await verifyPin(stored, connection, '1234')).toEqual({ matches: true, upgrade: null });
  });

  it('uses the process setting, the development default under tests', () => {
    expect(pinHashSecret()).toBe(DEVELOPMENT_PIN_HASH_SECRET);
    expect(hashPin(connection, '1234')).toBe(hashPin(connection, '1234', DEVELOPMENT_PIN_HASH_SECRET));
  });

  it('refuses a wrong PIN', async () => {
    const stored = hashPin(connection, '1234');
    for (const pin of ['1235', '0000', '12345', '', '1234 '])
      expect(await verifyPin(stored, connection, pin)).toEqual({ matches: false, upgrade: null });
  });

  it('gives the same PIN on two connections different hashes', () => {
    expect(hashPin(connection, '1234')).not.toBe(hashPin(other, '1234'));
  });

  it('does not verify a hash copied to another connection', async () => {
    expect((await verifyPin(hashPin(connection, '1234'), other, '1234')).matches).toBe(false);
  });

  it('does not verify under another secret', async () => {
    const stored = hashPin(connection, '1234', 'a-secret-of-at-least-thirty-two-characters');
    expect((await verifyPin(stored, connection, '1234')).matches).toBe(false);
    expect((await verifyPin(stored, connection, '1234', 'a-secret-of-at-least-thirty-two-characters')).matches).toBe(
      true,
    );
  });

  it('refuses malformed and truncated hashes', async () => {
    const stored = hashPin(connection, '1234');
    for (const bad of ['', '1234', 'hmac-sha256$v1$', stored.slice(0, -4), `${stored}AAAA`, stored.replace('v1', 'v2')])
      expect((await verifyPin(bad, connection, '1234')).matches).toBe(false);
  });

  it('accepts a legacy argon2id hash and answers the keyed hash to store instead', async () => {
    const legacy = await hashSecret('1234');
    expect(legacy.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPin(legacy, connection, '0000')).toEqual({ matches: false, upgrade: null });
    const check = await verifyPin(legacy, connection, '1234');
    expect(check).toEqual({ matches: true, upgrade: hashPin(connection, '1234') });
    expect(await verifyPin(check.upgrade ?? '', connection, '1234')).toEqual({ matches: true, upgrade: null });
  });
});
