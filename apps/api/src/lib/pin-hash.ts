import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadConfig } from '../config';
import { verifySecret } from './password';

/**
 * Parental PINs are stored as a keyed hash (decision 0014): HMAC-SHA256 under the server's
 * PIN_HASH_SECRET over the connection id and the PIN, written `hmac-sha256$v1$<base64url>`. A 4-digit
 * PIN has 10,000 values, so a slow hash would not stop anyone holding the table; the secret, kept out
 * of the database, does, and the online limit (purchasing/verify-parental-pin.ts) stops guessing through the
 * api. The connection id makes equal PINs hash differently and a hash useless on another connection.
 */
const PREFIX = 'hmac-sha256$v1$';

/** Hashes written before decision 0014: argon2id, still accepted and rewritten on a correct PIN. */
const LEGACY_PREFIX = '$argon2';

let processSecret: string | undefined;

/**
 * PIN_HASH_SECRET as loadConfig reads it from this process's environment (production refuses to start
 * without a real one). Read here, once, because the routes that check a PIN hand over only the database.
 */
export function pinHashSecret(): string {
  processSecret ??= loadConfig().pinHashSecret;
  return processSecret;
}

function digest(secret: string, connectionId: string, pin: string): Buffer {
  // A uuid holds no ':', so the message cannot be read as another (connection, PIN) pair.
  return createHmac('sha256', secret).update(`${connectionId}:${pin}`).digest();
}

export function hashPin(connectionId: string, pin: string, secret: string = pinHashSecret()): string {
  return PREFIX + digest(secret, connectionId, pin).toString('base64url');
}

export interface PinCheck {
  matches: boolean;
  /** The keyed hash to store instead, when the PIN matched a legacy (argon2id) hash; else null. */
  upgrade: string | null;
}

/** False for a wrong PIN, another connection's hash and a malformed stored hash alike. */
export async function verifyPin(
  storedHash: string,
  connectionId: string,
  pin: string,
  secret: string = pinHashSecret(),
): Promise<PinCheck> {
  if (storedHash.startsWith(LEGACY_PREFIX)) {
    const matches = await verifySecret(storedHash, pin);
    return { matches, upgrade: matches ? hashPin(connectionId, pin, secret) : null };
  }
  if (!storedHash.startsWith(PREFIX)) return { matches: false, upgrade: null };
  const stored = Buffer.from(storedHash.slice(PREFIX.length), 'base64url');
  const expected = digest(secret, connectionId, pin);
  const matches = stored.length === expected.length && timingSafeEqual(stored, expected);
  return { matches, upgrade: null };
}
