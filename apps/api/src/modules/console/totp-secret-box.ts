import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals staff TOTP secrets for the database (decision 0059): AES-256-GCM under a key derived from the
 * api's JWT_SECRET with HKDF, so a copy of the database alone (a backup, a replica) gives no one the
 * second factor. Rotating JWT_SECRET makes the sealed secrets unreadable: staff enrol again.
 */
export class TotpSecretBox {
  readonly #key: Buffer;

  constructor(jwtSecret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', jwtSecret, 'selfcare-console', 'staff-totp-secret', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or null for a value this key did not seal (another JWT_SECRET, a damaged row). */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
