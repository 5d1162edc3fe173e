import { randomInt } from 'node:crypto';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference number people can read out ('Reference No : PR7K2M…'); 10 characters from 32. */
export function newReferenceNo(prefix: string): string {
  let code = prefix;
  for (let index = 0; index < 10; index += 1) code += REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length));
  return code;
}
