import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export interface TokenSettings {
  secret: string;
  issuer: string;
  audience: string;
}

export interface SessionClaims {
  accountId: string;
  sessionId: string;
  /** Seconds since the epoch, as in the token. */
  issuedAt: number;
}

/** Only HS256: an allow-list of one, so neither `none` nor a public-key confusion can get a token past. */
const ALGORITHM = 'HS256';

// A token with the right signature still carries ids the database will be asked about; they must be uuids.
const claimsSchema = z.object({ sub: z.uuid(), jti: z.uuid(), iat: z.number().int() });

/** Signs and checks the session tokens; which sessions are still valid is the `sessions` table's business. */
export class SessionTokens {
  readonly #key: Uint8Array;

  constructor(private readonly settings: TokenSettings) {
    this.#key = new TextEncoder().encode(settings.secret);
  }

  sign(claims: { accountId: string; sessionId: string; issuedAt: Date; expiresAt: Date }): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.accountId)
      .setJti(claims.sessionId)
      .setIssuedAt(toSeconds(claims.issuedAt))
      .setExpirationTime(toSeconds(claims.expiresAt))
      .setIssuer(this.settings.issuer)
      .setAudience(this.settings.audience)
      .sign(this.#key);
  }

  /** The claims of a valid token; null for anything else (bad signature, expired, wrong issuer, ...). */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      });
      const claims = claimsSchema.safeParse(payload);
      return claims.success
        ? { accountId: claims.data.sub, sessionId: claims.data.jti, issuedAt: claims.data.iat }
        : null;
    } catch {
      return null;
    }
  }
}

function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
