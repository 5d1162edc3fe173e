import { createHash } from 'node:crypto';

/** Fixed namespace of the demo data; changing it changes every seeded id. */
const NAMESPACE = Buffer.from('5e1fca7e0d3a4b7c9a1e2f3d4c5b6a79', 'hex');

function digest(kind: string, key: string): Buffer {
  return createHash('sha1').update(NAMESPACE).update(`${kind}\u0000${key}`).digest();
}

/**
 * A name-based UUID (version 5 layout: SHA-1 of namespace and name), so the demo data has the same ids on
 * every machine and every run (docs/decisions/0003-sessions-and-ids.md).
 */
export function stableId(kind: string, key: string): string {
  const bytes = digest(kind, key).subarray(0, 16);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x50, 6);
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 32 symbols without the look-alikes 0/O and 1/I, so a code read off a TV screen is typed correctly. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A deterministic upper-case alphanumeric code of up to 20 characters, e.g. a validation code. */
export function stableCode(kind: string, key: string, length: number): string {
  const bytes = digest(kind, key);
  if (length > bytes.length) throw new RangeError(`A stable code has at most ${bytes.length} characters`);
  let code = '';
  for (let index = 0; index < length; index += 1) {
    code += CODE_ALPHABET.charAt(bytes.readUInt8(index) % CODE_ALPHABET.length);
  }
  return code;
}

/** A deterministic string of decimal digits, e.g. a profile's 4-digit PIN. */
export function stableDigits(kind: string, key: string, length: number): string {
  const bytes = digest(kind, key);
  if (length > bytes.length) throw new RangeError(`Stable digits have at most ${bytes.length} characters`);
  let digits = '';
  for (let index = 0; index < length; index += 1) digits += String(bytes.readUInt8(index) % 10);
  return digits;
}
