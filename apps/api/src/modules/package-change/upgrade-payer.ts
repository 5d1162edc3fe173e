import type { PackageChangeResult, UiLanguage } from '@selfcare/contracts';
import type { Database, Transaction } from '../../db/client';
import type { Integrations } from '../../integrations';
import type { IdempotencyScope } from '../../lib/idempotency';
import type { Metrics } from '../../observability/metrics';
import { purchaseRule } from '../purchasing/errors';
import type { Buyer } from '../purchasing/load-buyer';
import type { UpgradeProration } from './prorate-upgrade';

/**
 * An upgrade whose difference the operator or the card is to be charged (decision 0056): its package
 * purchase (PURCHASE_PENDING) and its PENDING change are written in the change's transaction; the old
 * package stays until the charge goes through.
 */
export interface OpenedUpgrade {
  changeId: string;
  /** The new package's purchase, which the payment pays for. */
  purchaseId: string;
  connectionId: string;
  productId: string;
  packageName: string;
  changeDate: string;
  charge: UpgradeProration;
}

/** What a change answered, as its Idempotency-Key keeps it: a result, or the refusal of its charge. */
export type UpgradeAnswer =
  | { outcome: 'changed'; result: PackageChangeResult }
  | { outcome: 'refused'; packageName: string; reason: string | null };

/** What charging an upgrade needs of the request beyond the upgrade itself. */
export interface UpgradeChargeContext {
  db: Database;
  integrations: Integrations;
  buyer: Buyer;
  idempotency: IdempotencyScope;
  /** The caller's language, for the payment's own descriptions. */
  language: UiLanguage;
  /** Where the web app is reached (settlement's dependencies). */
  publicUrl: string;
  /** The app's metrics, for what the payment's settlement counts. */
  metrics: Metrics;
}

/**
 * How a payer module charges an upgrade's difference. package-change sits below the payers (decision
 * 0035), so the route is handed them (app.ts) rather than importing them.
 */
export interface UpgradePayer {
  /**
   * In the change's transaction, before anything is written: refuses a charge that cannot be made (no
   * number to bill, the operator down, no card on file).
   */
  ready(context: UpgradeChargeContext, db: Transaction): Promise<void>;
  /**
   * In the change's transaction, before it commits: the PENDING payment for the difference, and its id;
   * absent for a payer that writes (and commits) its own before it charges.
   */
  openPayment?(tx: Transaction, upgrade: OpenedUpgrade): Promise<string>;
  /**
   * After the commit: charges the payment and writes the outcome, which the settlement turns into the
   * upgrade applied (paid) or dropped (refused); stores the answer under the Idempotency-Key.
   */
  charge(context: UpgradeChargeContext, upgrade: OpenedUpgrade, paymentId: string | null): Promise<UpgradeAnswer>;
}

export interface UpgradePayers {
  operator: UpgradePayer;
  card: UpgradePayer;
}

/** The change's answer to the client: a result, or a refused charge as a readable 422. */
export function answerOrThrow(answer: UpgradeAnswer): PackageChangeResult {
  if (answer.outcome === 'changed') return answer.result;
  if (answer.reason === null) throw purchaseRule('packageChange.chargeRefused', { package: answer.packageName });
  throw purchaseRule('packageChange.chargeRefusedBecause', { package: answer.packageName, reason: answer.reason });
}
