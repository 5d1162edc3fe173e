import type { UiLanguage } from '@selfcare/contracts';
import type { RateLimitSettings } from '../../config';
import type { Database } from '../../db/client';
import type { Integrations } from '../../integrations';
import type { Metrics } from '../../observability/metrics';

/** What the registration services need from the app. */
export interface RegistrationContext {
  db: Database;
  integrations: Integrations;
  /** Where the web app is reached: the e-mailed link and the consent page's return start with it. */
  publicUrl: string;
  /** OTP resends (per connection: perAccount) and per-address limits. */
  limits: RateLimitSettings;
  /** Fixed-line lookups, sign-ups and non-provider details per address. */
  lookupLimits: RateLimitSettings;
  /** The app's metrics, for what the payment's settlement counts. */
  metrics: Metrics;
}

/** Who is calling: a logged-in subscriber (session) or a logged-out registration (its token). */
export interface RegistrationCaller {
  accountId: string | null;
  registrationToken: string | undefined;
  ipAddress: string;
  /** The language of the request: its answers, the SMS it sends and the descriptions it writes are in it. */
  language: UiLanguage;
}
