import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { connections } from './accounts';
import { purchases, transactions } from './billing';
import { createdAt, id, money } from './columns';
import { giftVouchers } from './vouchers';

/**
 * A gift voucher a connection bought (MY VOUCHERS). Count and value are copied from the voucher at
 * purchase; remaining_* go down as the code is used.
 */
export const purchasedVouchers = pgTable(
  'purchased_vouchers',
  {
    id: id(),
    giftVoucherId: uuid('gift_voucher_id')
      .notNull()
      .references(() => giftVouchers.id),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    /** The payment that bought it; one voucher per successful payment. */
    transactionId: uuid('transaction_id')
      .unique()
      .references(() => transactions.id),
    /** The redeem code ('Voucher Redeem Code: {code}'). */
    code: text('code').notNull().unique(),
    own: boolean('own').notNull(),
    price: money('price').notNull(),
    totalCount: integer('total_count'),
    totalValue: money('total_value'),
    remainingCount: integer('remaining_count'),
    remainingValue: money('remaining_value'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The connection that claimed a gift code; an own voucher is claimed by its buyer. */
    redeemedByConnectionId: uuid('redeemed_by_connection_id').references(() => connections.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('purchased_vouchers_connection_idx').on(table.connectionId, table.purchasedAt),
    index('purchased_vouchers_gift_voucher_idx').on(table.giftVoucherId),
    index('purchased_vouchers_redeemed_by_idx').on(table.redeemedByConnectionId),
    check(
      'purchased_vouchers_count_or_value_check',
      sql`(${table.totalCount} is null) <> (${table.totalValue} is null) and (${table.totalCount} is null) = (${table.remainingCount} is null) and (${table.totalValue} is null) = (${table.remainingValue} is null)`,
    ),
    check(
      'purchased_vouchers_remaining_check',
      sql`(${table.remainingCount} is null or ${table.remainingCount} between 0 and ${table.totalCount}) and (${table.remainingValue} is null or ${table.remainingValue} between 0 and ${table.totalValue})`,
    ),
    check('purchased_vouchers_expiry_check', sql`${table.expiresAt} > ${table.purchasedAt}`),
  ],
);

/** One product bought with a voucher code: the voucher's "purchases" list (date, name, price). */
export const purchasedVoucherUsages = pgTable(
  'purchased_voucher_usages',
  {
    id: id(),
    purchasedVoucherId: uuid('purchased_voucher_id')
      .notNull()
      .references(() => purchasedVouchers.id, { onDelete: 'cascade' }),
    /** A purchase uses at most one voucher. */
    purchaseId: uuid('purchase_id')
      .notNull()
      .unique()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    /** Value taken off the voucher (the product's price, capped at what remained). */
    valueUsed: money('value_used').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('purchased_voucher_usages_voucher_idx').on(table.purchasedVoucherId, table.usedAt),
    index('purchased_voucher_usages_connection_idx').on(table.connectionId),
    check('purchased_voucher_usages_value_check', sql`${table.valueUsed} >= 0`),
  ],
);
