import { sql } from 'drizzle-orm';
import { purchases } from '../../db/schema';

/**
 * The day a running subscription renews: the end of its paid period, or for a paused one the day it
 * resumes (decision 0070). The renewals and renewal reminders page by it, as `purchases_due_renewal_idx`
 * holds the subscriptions (issue 30).
 */
export const renewalDay = sql<string>`coalesce(${purchases.pauseResumesOn}, ${purchases.billingEndDate})`;
