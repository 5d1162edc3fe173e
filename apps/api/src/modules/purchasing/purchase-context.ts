import type { UiLanguage } from '@selfcare/contracts';
import type { Database } from '../../db/client';
import type { Integrations } from '../../integrations';
import type { IdempotencyScope } from '../../lib/idempotency';
import type { Metrics } from '../../observability/metrics';
import type { Buyer } from './load-buyer';

/** What buying a product needs, whatever the connection pays with. */
export interface PurchaseContext {
  db: Database;
  integrations: Integrations;
  buyer: Buyer;
  country: string;
  idempotency: IdempotencyScope;
  /** The caller's language, for what the purchase writes (descriptions, a registration's SMS). */
  language: UiLanguage;
  /** The api's public address: the card gateway's notify and return URLs start with it. */
  publicUrl: string;
  /** The app's metrics, for what the payment's settlement counts. */
  metrics: Metrics;
}
