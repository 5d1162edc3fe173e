import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { connections } from './accounts';
import { products } from './catalogue';
import { createdAt, id, money, updatedAt } from './columns';
import { oneOf } from './constraints';
import { purchaseOptions } from './pricing';
import {
  livePurchaseStatuses,
  packageChangeStatuses,
  packageChangeTypes,
  paymentChannels,
  paymentStatuses,
  provisioningStatuses,
  purchasePaymentMethods,
  purchaseStatuses,
  purchaseTypes,
  transactionPurposes,
} from './values';
import { giftVouchers, promotionalVouchers } from './vouchers';

/** A connection's entitlement to a product, from payment through unsubscription to its end. */
export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Null for rows that came bundled with another purchase. */
    purchaseOptionId: uuid('purchase_option_id').references(() => purchaseOptions.id),
    /** The package purchase a bundled row came with; it ends with it. */
    parentPurchaseId: uuid('parent_purchase_id').references((): AnyPgColumn => purchases.id, { onDelete: 'cascade' }),
    /**
     * The purchase whose one payment pays for this one too: extra screens chosen with a package at
     * registration (decision 0030). Paid and failed with it; after that a purchase of its own.
     */
    paidWithPurchaseId: uuid('paid_with_purchase_id').references((): AnyPgColumn => purchases.id, {
      onDelete: 'cascade',
    }),
    isBundled: boolean('is_bundled').notNull().default(false),
    /** Copied from the option at purchase time, so history survives catalogue edits. */
    purchaseType: text('purchase_type', { enum: purchaseTypes }).notNull(),
    status: text('status', { enum: purchaseStatuses }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }),
    provisioningStatus: text('provisioning_status', { enum: provisioningStatuses }).notNull().default('PENDING'),
    paymentMethod: text('payment_method', { enum: purchasePaymentMethods }).notNull(),
    /** What the subscriber pays per period, after discounts and before taxes. */
    price: money('price').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    taxAmount: money('tax_amount').notNull().default(0),
    promotionalVoucherId: uuid('promotional_voucher_id').references(() => promotionalVouchers.id),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    billingStartDate: date('billing_start_date').notNull(),
    /** End of the current paid period; access lasts until the day after (spec 001 section 4). */
    billingEndDate: date('billing_end_date'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    referenceNo: text('reference_no').unique(),
    /** Refused renewal charges of the current period so far (dunning, decision 0054); 0 once one goes through. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    /** After a refused renewal charge: the day it is tried again; null when none is waiting. */
    nextRenewalOn: date('next_renewal_on'),
    /**
     * A subscriber's pause (decision 0070): the periods asked for (1-3) and the day the subscription
     * renews again; both null when not paused. Access runs to the paid period's end as usual.
     */
    pausePeriods: integer('pause_periods'),
    pauseResumesOn: date('pause_resumes_on'),
    /** When the sweep took access off for the pause (the paid period was over); null before that. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('purchases_one_live_idx')
      .on(table.connectionId, table.productId)
      .where(oneOf(table.status, livePurchaseStatuses)),
    index('purchases_connection_product_idx').on(table.connectionId, table.productId),
    index('purchases_connection_status_idx').on(table.connectionId, table.status),
    index('purchases_connection_purchased_at_idx').on(table.connectionId, table.purchasedAt),
    index('purchases_product_idx').on(table.productId),
    index('purchases_purchase_option_idx').on(table.purchaseOptionId),
    index('purchases_parent_idx').on(table.parentPurchaseId),
    index('purchases_paid_with_idx').on(table.paidWithPurchaseId).where(sql`${table.paidWithPurchaseId} is not null`),
    index('purchases_promotional_voucher_idx').on(table.promotionalVoucherId, table.connectionId),
    index('purchases_status_billing_end_idx').on(table.status, table.billingEndDate),
    /** The console's purchases report: a range of days. */
    index('purchases_purchased_at_idx').on(table.purchasedAt),
    check('purchases_status_check', oneOf(table.status, purchaseStatuses)),
    check('purchases_purchase_type_check', oneOf(table.purchaseType, purchaseTypes)),
    check(
      'purchases_payment_status_check',
      sql`${table.paymentStatus} is null or ${oneOf(table.paymentStatus, paymentStatuses)}`,
    ),
    check('purchases_provisioning_status_check', oneOf(table.provisioningStatus, provisioningStatuses)),
    check('purchases_payment_method_check', oneOf(table.paymentMethod, purchasePaymentMethods)),
    check(
      'purchases_amounts_check',
      sql`${table.price} >= 0 and ${table.discountAmount} >= 0 and ${table.taxAmount} >= 0`,
    ),
    check('purchases_option_or_bundled_check', sql`${table.purchaseOptionId} is not null or ${table.isBundled}`),
    check(
      'purchases_pause_check',
      sql`(${table.pausePeriods} is null and ${table.pauseResumesOn} is null and ${table.pausedAt} is null) or (${table.pausePeriods} between 1 and 3 and ${table.pauseResumesOn} is not null)`,
    ),
    /** The sweep's pause and resume steps: the few paused rows, in the order those steps page. */
    index('purchases_paused_idx').on(table.pauseResumesOn, table.id).where(sql`${table.pauseResumesOn} is not null`),
    /**
     * The sweep's renewals and renewal reminders (issue 30): running subscriptions bought, by the day
     * they renew (a paused one's resume day) and id, the order those steps page in, so a step reads the
     * day's due rows and not the table's history. Its queries write these conditions as literals.
     */
    index('purchases_due_renewal_idx')
      .on(sql`coalesce(${table.pauseResumesOn}, ${table.billingEndDate})`, table.id)
      .where(
        sql`not ${table.isBundled} and ${table.status} = 'PURCHASE_COMPLETE' and ${table.purchaseType} = 'PURCHASE_TYPE_SUBSCRIPTION'`,
      ),
    /** Likewise the endings and expiry reminders: purchases bought whose access ends with their period. */
    index('purchases_due_end_idx')
      .on(table.billingEndDate, table.id)
      .where(
        sql`not ${table.isBundled} and (${table.status} = 'PURCHASE_PENDING_REMOVE' or (${table.status} = 'PURCHASE_COMPLETE' and ${table.purchaseType} = 'PURCHASE_TYPE_TRANSACTIONAL'))`,
      ),
    /** Open operator renewals: the few subscriptions whose renewal charge is under way. */
    index('purchases_payment_pending_idx').on(table.id).where(sql`${table.paymentStatus} = 'PENDING'`),
    check(
      'purchases_billing_period_check',
      sql`${table.billingEndDate} is null or ${table.billingEndDate} >= ${table.billingStartDate}`,
    ),
  ],
);

/**
 * A card (type 7) or operator (type 6) payment: a purchase, its renewal or reactivation, or a gift
 * voucher. Its id is the transaction id the spec's payment pages poll.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: transactionPurposes }).notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    giftVoucherId: uuid('gift_voucher_id').references(() => giftVouchers.id),
    /** Product or voucher name at payment time (the payments tab's "Product Name"). */
    itemName: text('item_name').notNull(),
    channel: text('channel', { enum: paymentChannels }).notNull(),
    /** Card brand such as 'VISA', or the operator's name. */
    method: text('method'),
    /** Only the last digits, e.g. '************4242'; full card numbers never reach us. */
    cardMask: text('card_mask'),
    /** Charged amount including taxes. */
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull().default(0),
    currency: text('currency').notNull().default('LKR'),
    status: text('status', { enum: paymentStatuses }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }),
    referenceNo: text('reference_no').unique(),
    gatewayOrderId: text('gateway_order_id').unique(),
    /** The reason shown for a failed payment. */
    description: text('description'),
    /** When the verified gateway notification was processed; set once. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The gateway's id of the paid payment (PayHere's payment_id), which its Refund API takes. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** When the card's bank took a paid payment back (a PayHere chargeback notification); set once. */
    chargedBackAt: timestamp('charged_back_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('transactions_connection_created_idx').on(table.connectionId, table.createdAt),
    index('transactions_purchase_idx').on(table.purchaseId),
    index('transactions_gift_voucher_idx').on(table.giftVoucherId),
    index('transactions_status_idx').on(table.status, table.createdAt),
    // The console's care search by payment reference: any part of an order id or reference, the
    // gateway's payment id exactly.
    index('transactions_gateway_order_id_trgm_idx').using('gin', sql`${table.gatewayOrderId} gin_trgm_ops`),
    index('transactions_reference_no_trgm_idx').using('gin', sql`${table.referenceNo} gin_trgm_ops`),
    index('transactions_gateway_payment_id_idx').on(table.gatewayPaymentId),
    /** The console's revenue report: chargebacks of a range of days. */
    index('transactions_charged_back_idx').on(table.chargedBackAt).where(sql`${table.chargedBackAt} is not null`),
    check('transactions_purpose_check', oneOf(table.purpose, transactionPurposes)),
    check('transactions_channel_check', oneOf(table.channel, paymentChannels)),
    check('transactions_status_check', oneOf(table.status, paymentStatuses)),
    check(
      'transactions_payment_status_check',
      sql`${table.paymentStatus} is null or ${oneOf(table.paymentStatus, paymentStatuses)}`,
    ),
    check('transactions_currency_check', sql`${table.currency} = 'LKR'`),
    check('transactions_amount_check', sql`${table.amount} >= 0 and ${table.taxAmount} >= 0`),
    check(
      'transactions_subject_check',
      sql`(${table.purpose} = 'VOUCHER' and ${table.giftVoucherId} is not null and ${table.purchaseId} is null) or (${table.purpose} <> 'VOUCHER' and ${table.purchaseId} is not null and ${table.giftVoucherId} is null)`,
    ),
  ],
);

/** A charge added to a fixed-line connection's (types 1-5) monthly bill. */
export const billLines = pgTable(
  'bill_lines',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    description: text('description').notNull(),
    /** Before taxes. */
    amount: money('amount').notNull(),
    taxAmount: money('tax_amount').notNull().default(0),
    /** First day of the bill's month. */
    billingMonth: date('billing_month').notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
    /** A credit (a refund, decision 0053): the line it gives back, its amounts negative. */
    creditsBillLineId: uuid('credits_bill_line_id').references((): AnyPgColumn => billLines.id),
  },
  (table) => [
    index('bill_lines_connection_charged_idx').on(table.connectionId, table.chargedAt),
    index('bill_lines_purchase_idx').on(table.purchaseId),
    index('bill_lines_credits_idx').on(table.creditsBillLineId),
    /** The console's revenue report: a range of days. */
    index('bill_lines_charged_at_idx').on(table.chargedAt),
    check(
      'bill_lines_amount_check',
      sql`(${table.creditsBillLineId} is null and ${table.amount} >= 0 and ${table.taxAmount} >= 0) or (${table.creditsBillLineId} is not null and ${table.amount} < 0 and ${table.taxAmount} <= 0)`,
    ),
    check('bill_lines_month_check', sql`extract(day from ${table.billingMonth}) = 1`),
  ],
);

/**
 * Base-package upgrades and downgrades. An upgrade is applied at once, or PENDING while the operator or
 * the card is charged its prorated difference (decision 0056); a downgrade is scheduled for change_date.
 * While a downgrade is PENDING, new purchases other than data bundles are refused.
 */
export const basePackageChanges = pgTable(
  'base_package_changes',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    changeType: text('change_type', { enum: packageChangeTypes }).notNull(),
    fromProductId: uuid('from_product_id')
      .notNull()
      .references(() => products.id),
    toProductId: uuid('to_product_id')
      .notNull()
      .references(() => products.id),
    toPurchaseOptionId: uuid('to_purchase_option_id')
      .notNull()
      .references(() => purchaseOptions.id),
    changeDate: date('change_date').notNull(),
    status: text('status', { enum: packageChangeStatuses }).notNull(),
    /** The package purchase an upgrade started: PURCHASE_PENDING while its charge is open. Null for a downgrade. */
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    /** What an upgrade charged for the rest of the period, before taxes (decision 0056); null before 0056 and for a downgrade. */
    chargedAmount: money('charged_amount'),
    chargedTaxAmount: money('charged_tax_amount'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('base_package_changes_connection_idx').on(table.connectionId, table.requestedAt),
    uniqueIndex('base_package_changes_one_pending_idx').on(table.connectionId).where(sql`${table.status} = 'PENDING'`),
    index('base_package_changes_due_idx').on(table.status, table.changeDate),
    index('base_package_changes_from_idx').on(table.fromProductId),
    index('base_package_changes_to_idx').on(table.toProductId),
    index('base_package_changes_to_option_idx').on(table.toPurchaseOptionId),
    uniqueIndex('base_package_changes_purchase_idx').on(table.purchaseId),
    check('base_package_changes_type_check', oneOf(table.changeType, packageChangeTypes)),
    check('base_package_changes_status_check', oneOf(table.status, packageChangeStatuses)),
    check('base_package_changes_distinct_check', sql`${table.fromProductId} <> ${table.toProductId}`),
    check('base_package_changes_resolved_check', sql`(${table.status} = 'PENDING') = (${table.resolvedAt} is null)`),
    check(
      'base_package_changes_charged_check',
      sql`(${table.chargedAmount} is null) = (${table.chargedTaxAmount} is null) and (${table.chargedAmount} is null or (${table.chargedAmount} >= 0 and ${table.chargedTaxAmount} >= 0))`,
    ),
  ],
);
