import type { LoginRateLimitSettings } from '../../config';
import type { SessionTokens } from '../auth/tokens';
import type { TotpSecretBox } from './totp-secret-box';

/** What the console's services need beside the database. */
export interface ConsoleContext {
  tokens: SessionTokens;
  secretBox: TotpSecretBox;
  limits: LoginRateLimitSettings;
}
