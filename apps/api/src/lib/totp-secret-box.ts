import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** Whose secrets a box seals: each kind has its own key, so one kind's sealed value never opens as the other's. */
export const TOTP_SECRET_KINDS = {
  staff: { salt: 'selfcare-console', info: 'staff-totp-secret' },
  subscriber: { salt: 'selfcare-portal', info: 'subscriber-totp-secret' },
} as const;

/**
 * Seals TOTP secrets for the database (decisions 0059 and 0065): AES-256-GCM under a key derived from
 * the api's JWT_SECRET with HKDF, so a copy of the database alone (a backup, a replica) gives no one the
 * second factor. Rotating JWT_SECRET makes the sealed secrets unreadable: staff enrol again, and
 * subscribers sign in with a recovery code and set up their authenticator again.
 */
export class TotpSecretBox {
  readonly #key: Buffer;

  constructor(jwtSecret: string, kind: keyof typeof TOTP_SECRET_KINDS) {
    const { salt, info } = TOTP_SECRET_KINDS[kind];
    this.#key = Buffer.from(hkdfSync('sha256', jwtSecret, salt, info, 32));
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
