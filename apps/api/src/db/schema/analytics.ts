import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { oneOf } from './constraints';

export const analyticsEventTypes = ['page_view', 'funnel_step'] as const;
export const analyticsDevices = ['mobile', 'tablet', 'desktop'] as const;

/**
 * The salt of one Sri Lanka day for the analytics visitor hash: random, made on the day's first event,
 * and deleted once the day is over, so that no one (this database's readers included) can tie a
 * visitor of one day to the same visitor another day, nor recompute a hash from an address.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/**
 * One page view or registration funnel step the portal reported (issue 28, first-party analytics).
 * Nothing personal: no account, no address, no user agent; `visitor` is a truncated SHA-256 of the
 * day's salt, the address and the user agent, good for unique counts within the day only.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The Sri Lanka day of the event: reports group by it. */
    day: date('day').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type', { enum: analyticsEventTypes }).notNull(),
    visitor: text('visitor').notNull(),
    device: text('device', { enum: analyticsDevices }).notNull(),
    /** page_view: the path with ids replaced by ':id', without its query. */
    path: text('path'),
    /** page_view: the referrer's host only; null for none. */
    referrerHost: text('referrer_host'),
    language: text('language'),
    /** funnel_step: the funnel ('registration') and its step. */
    funnel: text('funnel'),
    step: text('step'),
    connectionType: smallint('connection_type'),
  },
  (table) => [
    index('analytics_events_type_day_idx').on(table.type, table.day),
    check('analytics_events_type_check', oneOf(table.type, analyticsEventTypes)),
    check('analytics_events_device_check', oneOf(table.device, analyticsDevices)),
    check(
      'analytics_events_shape_check',
      sql`(${table.type} = 'page_view' and ${table.path} is not null and ${table.step} is null) or (${table.type} = 'funnel_step' and ${table.funnel} is not null and ${table.step} is not null and ${table.path} is null)`,
    ),
  ],
);
