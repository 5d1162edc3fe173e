import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/**
 * A TOTP every authenticator app reads: SHA-1, 6 digits, 30 seconds. The issuer and label are what the
 * app shows beside the code (the console's staff, a subscriber's e-mail).
 */
export function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The 30-second step a code belongs to, when it is the code of this step or of one either side (a
 * clock a little off); null for any other code. The caller accepts a step only once.
 */
export function stepOfCode(totp: TOTP, code: string, now = Date.now()): number | null {
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
