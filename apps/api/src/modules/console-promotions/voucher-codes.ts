import { randomBytes } from 'node:crypto';

/** Upper-case letters and digits a reader cannot mistake for one another: no I, O, 0 or 1. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Random characters after the prefix: 32^10, 50 bits, so guessing a live code is hopeless. */
export const CODE_RANDOM_LENGTH = 10;

/** `count` distinct codes, each `prefix` and CODE_RANDOM_LENGTH crypto-random characters. */
export function generateCodes(count: number, prefix = ''): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    // 32 symbols divide 256: a byte's low five bits pick one without bias.
    const bytes = randomBytes(CODE_RANDOM_LENGTH);
    let code = prefix;
    for (const byte of bytes) code += CODE_ALPHABET[byte & 31];
    codes.add(code);
  }
  return [...codes];
}
