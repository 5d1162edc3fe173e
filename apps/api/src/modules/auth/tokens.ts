import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { dropOldest } from '../../lib/drop-oldest';

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
const claimsSchema = z.object({ sub: z.uuid(), jti: z.uuid(), iat: z.number().int(), exp: z.number().int() });

/** Tokens whose signature and claims were checked, so a subscriber's next requests skip the HMAC. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Signs and checks the session tokens; which sessions are still valid is the `sessions` table's business. */
export class SessionTokens {
  readonly #key: Uint8Array;
  /**
   * Checked tokens and when they expire. A token is immutable and the key fixed, so a token once found
   * good stays good until its exp; revocation is the session's business (checked on every request).
   * jose's verify goes through WebCrypto, asynchronously: under load it was 45% of a cached read's time.
   */
  readonly #verified = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();

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
    const known = this.#verified.get(token);
    if (known && known.expiresAtMs > Date.now()) return known.claims;
    if (known) this.#verified.delete(token);
    const claims = await this.#check(token);
    if (claims) this.#remember(token, claims.claims, claims.expiresAtMs);
    return claims?.claims ?? null;
  }

  #remember(token: string, claims: SessionClaims, expiresAtMs: number): void {
    this.#verified.set(token, { claims, expiresAtMs });
    dropOldest(this.#verified, VERIFIED_TOKENS_KEPT);
  }

  async #check(token: string): Promise<{ claims: SessionClaims; expiresAtMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return null;
      return {
        claims: { accountId: claims.data.sub, sessionId: claims.data.jti, issuedAt: claims.data.iat },
        expiresAtMs: claims.data.exp * 1000,
      };
    } catch {
      return null;
    }
  }
}

function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
