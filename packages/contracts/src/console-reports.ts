import { z } from 'zod';
import { CANCELLATION_REASONS } from './cancellation';
import { UI_LANGUAGES } from './languages';

/**
 * The console's reports (issue 28, "Reports and dashboard") under /api/console/v1/reports, and the
 * portal's first-party analytics (issue 28, "First-party analytics"): the events the portal posts to
 * /api/analytics/v1/events and what the console reads of them. Amounts are rupees; days are Sri Lanka
 * calendar days ('YYYY-MM-DD', Asia/Colombo). Refusals are English sentences (the console is a staff tool).
 */

/** The longest range a report takes, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;

export const consoleReportTexts = {
  badDay: 'Give the day as YYYY-MM-DD.',
  toBeforeFrom: 'The end of the range must not come before its start.',
  rangeTooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
} as const;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const reportDay = z
  .string()
  .regex(DAY, consoleReportTexts.badDay)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isCalendarDay(value),
    consoleReportTexts.badDay,
  );

function isCalendarDay(value: string): boolean {
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included. */
export function reportDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: Sri Lanka days, both included, at most REPORT_MAX_DAYS. */
export const reportRangeQuerySchema = z
  .strictObject({ from: reportDay, to: reportDay })
  .refine((range) => range.to >= range.from, { message: consoleReportTexts.toBeforeFrom, path: ['to'] })
  .refine((range) => reportDayCount(range.from, range.to) <= REPORT_MAX_DAYS, {
    message: consoleReportTexts.rangeTooLong,
    path: ['to'],
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

const count = z.number().int().nonnegative();
const rupees = z.number();
const range = { from: z.string(), to: z.string() };

// ---------------------------------------------------------------------------------------------------
// Revenue

/** Money of one day: paid by route (taxes included), given back, taken back by banks, and what is left. */
export const revenueDaySchema = z.object({
  day: z.string(),
  /** Charges on fixed-line bills (bill lines, credits excluded). */
  bill: rupees,
  /** Paid operator (mobile bill) payments. */
  operator: rupees,
  /** Paid card payments (a charged-back one included: it was paid that day). */
  card: rupees,
  /** bill + operator + card. */
  paid: rupees,
  /** Refunds taken that day (card refunds and bill credits). */
  refunds: rupees,
  /** Card payments taken back by the bank that day. */
  chargebacks: rupees,
  /** paid − refunds − chargebacks. */
  net: rupees,
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

export const revenueTotalsSchema = revenueDaySchema.omit({ day: true });
export type RevenueTotals = z.infer<typeof revenueTotalsSchema>;

/** What one product (or a gift voucher offer, productType 'voucher') brought in over the range. */
export const revenueByProductSchema = z.object({
  /** Null for gift vouchers and charges without a product. */
  productId: z.string().nullable(),
  productName: z.string(),
  productType: z.string(),
  paid: rupees,
  payments: count,
});
export type RevenueByProduct = z.infer<typeof revenueByProductSchema>;

export const revenueByProductTypeSchema = z.object({ productType: z.string(), paid: rupees, payments: count });
export type RevenueByProductType = z.infer<typeof revenueByProductTypeSchema>;

export const revenueReportSchema = z.object({
  ...range,
  /** Every day of the range, days without money included (zeros). */
  days: z.array(revenueDaySchema),
  totals: revenueTotalsSchema,
  byProduct: z.array(revenueByProductSchema),
  byProductType: z.array(revenueByProductTypeSchema),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

// ---------------------------------------------------------------------------------------------------
// Purchases

/** Purchases made on a day of one product type (bundled rows not counted: they come with their package). */
export const purchasesDaySchema = z.object({ day: z.string(), productType: z.string(), purchases: count });
export type PurchasesDay = z.infer<typeof purchasesDaySchema>;

/** Live subscriptions of one package now. */
export const activeSubscriptionsSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  productType: z.string(),
  subscriptions: count,
});
export type ActiveSubscriptions = z.infer<typeof activeSubscriptionsSchema>;

export const purchasesReportSchema = z.object({
  ...range,
  /** One row per day and product type that had purchases. */
  days: z.array(purchasesDaySchema),
  byProductType: z.array(z.object({ productType: z.string(), purchases: count })),
  /** Not bounded by the range: now. */
  activeByPackage: z.array(activeSubscriptionsSchema),
});
export type PurchasesReport = z.infer<typeof purchasesReportSchema>;

// ---------------------------------------------------------------------------------------------------
// Renewals, suspensions

export const renewalsDaySchema = z.object({
  day: z.string(),
  /** Subscriptions whose renewal charge was decided that day (each counted once a day). */
  due: count,
  succeeded: count,
  failed: count,
  /** Failures after which another try was scheduled (dunning, decision 0054). */
  retried: count,
});
export type RenewalsDay = z.infer<typeof renewalsDaySchema>;

export const renewalsReportSchema = z.object({
  ...range,
  days: z.array(renewalsDaySchema),
  totals: renewalsDaySchema.omit({ day: true }),
});
export type RenewalsReport = z.infer<typeof renewalsReportSchema>;

export const suspensionsDaySchema = z.object({ day: z.string(), suspensions: count, reactivations: count });
export type SuspensionsDay = z.infer<typeof suspensionsDaySchema>;

export const suspensionsReportSchema = z.object({
  ...range,
  days: z.array(suspensionsDaySchema),
  totals: suspensionsDaySchema.omit({ day: true }),
});
export type SuspensionsReport = z.infer<typeof suspensionsReportSchema>;

// ---------------------------------------------------------------------------------------------------
// Registration funnel

/** The portal's registration steps, in order, as the portal reports them to the analytics api. */
export const REGISTRATION_FUNNEL_STEPS = [
  'connection_type',
  'personal_details',
  'verify',
  'package',
  'payment',
  'completed',
] as const;
export type RegistrationFunnelStep = (typeof REGISTRATION_FUNNEL_STEPS)[number];

/** Registrations started in the range of one connection type, and how far they got (stored states). */
export const registrationsByTypeSchema = z.object({
  connectionType: z.number().int(),
  started: count,
  otpVerified: count,
  completed: count,
});
export type RegistrationsByType = z.infer<typeof registrationsByTypeSchema>;

/** The analytics funnel events of one step (and connection type, when the portal knew it). */
export const funnelStepCountSchema = z.object({
  step: z.enum(REGISTRATION_FUNNEL_STEPS),
  connectionType: z.number().int().nullable(),
  events: count,
  visitors: count,
});
export type FunnelStepCount = z.infer<typeof funnelStepCountSchema>;

export const registrationsDaySchema = z.object({ day: z.string(), started: count, completed: count });
export type RegistrationsDay = z.infer<typeof registrationsDaySchema>;

export const registrationFunnelReportSchema = z.object({
  ...range,
  days: z.array(registrationsDaySchema),
  byConnectionType: z.array(registrationsByTypeSchema),
  steps: z.array(funnelStepCountSchema),
});
export type RegistrationFunnelReport = z.infer<typeof registrationFunnelReportSchema>;

// ---------------------------------------------------------------------------------------------------
// First-party analytics: ingest

/** The most events one post carries. */
export const ANALYTICS_BATCH_MAX = 50;

export const analyticsPageViewSchema = z.strictObject({
  type: z.literal('page_view'),
  /** The page's path (and query): stored normalised, ids replaced by ':id', the query dropped. */
  path: z.string().min(1).max(2000).startsWith('/'),
  /** The referring address; only its host is stored. */
  referrer: z.string().max(2000).optional(),
  language: z.enum(UI_LANGUAGES),
});
export type AnalyticsPageView = z.infer<typeof analyticsPageViewSchema>;

export const analyticsFunnelStepSchema = z.strictObject({
  type: z.literal('funnel_step'),
  funnel: z.literal('registration'),
  step: z.enum(REGISTRATION_FUNNEL_STEPS),
  connectionType: z.number().int().min(1).max(7).optional(),
});
export type AnalyticsFunnelStep = z.infer<typeof analyticsFunnelStepSchema>;

export const analyticsEventSchema = z.discriminatedUnion('type', [analyticsPageViewSchema, analyticsFunnelStepSchema]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /api/analytics/v1/events: 1 to ANALYTICS_BATCH_MAX events. */
export const analyticsEventsRequestSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsEventsRequest = z.infer<typeof analyticsEventsRequestSchema>;

export const ANALYTICS_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type AnalyticsDevice = (typeof ANALYTICS_DEVICES)[number];

// ---------------------------------------------------------------------------------------------------
// First-party analytics: the console's report

export const analyticsPageRowSchema = z.object({ path: z.string(), views: count, visitors: count });
export const analyticsCountRowSchema = z.object({ key: z.string(), views: count, visitors: count });
export const analyticsDaySchema = z.object({ day: z.string(), views: count, visitors: count });

export const analyticsReportSchema = z.object({
  ...range,
  /** Visitors are unique per day (the salt rotates daily): a range's visitors sum its days'. */
  days: z.array(analyticsDaySchema),
  pages: z.array(analyticsPageRowSchema),
  /** key: the referrer's host; '' for none. */
  referrers: z.array(analyticsCountRowSchema),
  /** key: a UI language. */
  languages: z.array(analyticsCountRowSchema),
  /** key: mobile, tablet or desktop. */
  devices: z.array(analyticsCountRowSchema),
  funnel: z.array(funnelStepCountSchema),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export type AnalyticsPageRow = z.infer<typeof analyticsPageRowSchema>;
export type AnalyticsCountRow = z.infer<typeof analyticsCountRowSchema>;

// ---------------------------------------------------------------------------------------------------
// Cancellations (issue 31, decision 0071)

/** A cancellation row's reason: a code of CANCELLATION_REASONS, or `not_given` when the question was skipped. */
export const cancellationReportReasons = [...CANCELLATION_REASONS, 'not_given'] as const;
export type CancellationReportReason = (typeof cancellationReportReasons)[number];

/**
 * Unsubscriptions that took effect on a day, for one product type (`connection` for a whole connection)
 * and one reason. Counts only: the subscribers' own words are in no report.
 */
export const cancellationsDaySchema = z.object({
  day: z.string(),
  productType: z.string(),
  reason: z.enum(cancellationReportReasons),
  cancellations: count,
});
export type CancellationsDay = z.infer<typeof cancellationsDaySchema>;

export const cancellationsReportSchema = z.object({
  ...range,
  /** One row per day, product type and reason that had cancellations. */
  days: z.array(cancellationsDaySchema),
  /** Every reason, zeros included, in the list's order. */
  byReason: z.array(z.object({ reason: z.enum(cancellationReportReasons), cancellations: count })),
  byProductType: z.array(z.object({ productType: z.string(), cancellations: count })),
});
export type CancellationsReport = z.infer<typeof cancellationsReportSchema>;

/** Report names with a CSV export at `/api/console/v1/reports/{name}.csv`. */
export const CONSOLE_REPORTS = [
  'revenue',
  'purchases',
  'renewals',
  'suspensions',
  'registrations',
  'analytics',
  'cancellations',
] as const;
export type ConsoleReportName = (typeof CONSOLE_REPORTS)[number];
