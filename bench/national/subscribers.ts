// Every statement that makes a batch of subscribers, in order: the plan, then each table group, then
// the plan and the batch's purchases dropped. The offers (offers.ts) must exist first. The growth
// test runs the same statements.
import { accountStatements } from './accounts';
import { activityStatements } from './activity';
import { paymentStatements } from './payments';
import { createPlan, dropPlan, type PlanOptions } from './plan';
import { dropBatchPurchases, purchaseStatements } from './purchases';
import { viewingStatements } from './viewing';
import { voucherStatements } from './vouchers';

/** The portal's anonymous page views, per subscriber over the two years. */
const PAGE_VIEWS_PER_SUBSCRIBER = 20;

export function subscriberStatements(options: PlanOptions): string[] {
  return [
    ...createPlan(options),
    ...accountStatements(),
    ...viewingStatements(),
    ...purchaseStatements(options.asOfDate),
    ...paymentStatements(options.asOfDate),
    ...voucherStatements(options.asOfDate),
    ...activityStatements(options.asOfDate, PAGE_VIEWS_PER_SUBSCRIBER),
    ...dropBatchPurchases(),
    ...dropPlan(),
  ];
}
