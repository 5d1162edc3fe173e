import type { LoginRateLimitSettings } from '../../config';
import type { SmsSender } from '../../integrations/sms';
import type { TotpSecretBox } from '../../lib/totp-secret-box';

/** What two-step sign-in's operations need beside the database. */
export interface TwoStepContext {
  secretBox: TotpSecretBox;
  sms: SmsSender;
  limits: LoginRateLimitSettings;
}

/** Who asks, for the audit and the login limits a code counts against. */
export interface TwoStepCaller {
  accountId: string;
  ipAddress: string;
}
