import type { TOTP } from 'otpauth';
import { totpOf } from '../../lib/totp';

/** The TOTP of a staff member, as their authenticator app names it. */
export const staffTotp = (secret: string, email: string): TOTP => totpOf(secret, 'Selfcare console', email);
