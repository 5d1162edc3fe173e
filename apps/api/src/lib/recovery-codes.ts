import { createHash, randomBytes } from 'node:crypto';

const CODES = 10;
/** RFC 4648's base32 letters: 32 of them, so `byte & 31` picks each as often as the others. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * Ten recovery codes of 12 characters (60 bits each), shown once at enrolment (staff, decision 0059)
 * or when a subscriber turns on an authenticator (decision 0065). Random enough that
 * a fast hash is enough to keep them (no one can try 2^60 guesses against a row), so SHA-256, not argon2.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: CODES }, () => {
    const bytes = randomBytes(12);
    const letters = [...bytes].map((byte) => ALPHABET[byte & 31]).join('');
    return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
  });
}

/** The stored form of a code, as typed in any case and with or without its dashes and spaces. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
