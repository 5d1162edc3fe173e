import type { LoginRateLimitSettings } from '../../config';
import type { TotpSecretBox } from '../../lib/totp-secret-box';
import type { SessionTokens } from '../auth/tokens';

/** What the console's services need beside the database. */
export interface ConsoleContext {
  tokens: SessionTokens;
  secretBox: TotpSecretBox;
  limits: LoginRateLimitSettings;
}
