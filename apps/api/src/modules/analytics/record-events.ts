import type { AnalyticsEvent } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { tooManyAttempts } from '../../lib/api-error';
import { countAttempt } from '../../plugins/rate-limit';
import { saltOfDay } from './daily-salt';
import { deviceClass, normalisePath, referrerHost, visitorHash } from './privacy';

/** Batches one address may post in a window: a busy household or a carrier's shared address, not a flood. */
export const ANALYTICS_POST_LIMIT = 600;
export const ANALYTICS_WINDOW_SECONDS = 60;

export interface EventSource {
  address: string;
  userAgent: string;
  at?: Date;
}

/**
 * Stores a batch the portal reported, reduced to what counts need: the day, a visitor hash of the day,
 * the device class, a normalised path, a referrer's host, the language, the funnel step. The rate limit's
 * key is a hash of the address with the day's salt too, so the address is not stored even there.
 */
export async function recordEvents(db: DbOrTx, events: readonly AnalyticsEvent[], source: EventSource): Promise<void> {
  const at = source.at ?? new Date();
  const { day, salt } = await saltOfDay(db, at);
  const wait = await countAttempt(db, [
    {
      key: `analytics:${visitorHash(salt, source.address, '')}`,
      limit: ANALYTICS_POST_LIMIT,
      windowSeconds: ANALYTICS_WINDOW_SECONDS,
    },
  ]);
  if (wait !== null) throw tooManyAttempts(wait);
  const visitor = visitorHash(salt, source.address, source.userAgent);
  const device = deviceClass(source.userAgent);
  await db.insert(analyticsEvents).values(
    events.map((event) =>
      event.type === 'page_view'
        ? {
            day,
            occurredAt: at,
            type: event.type,
            visitor,
            device,
            path: normalisePath(event.path),
            referrerHost: referrerHost(event.referrer),
            language: event.language,
          }
        : {
            day,
            occurredAt: at,
            type: event.type,
            visitor,
            device,
            funnel: event.funnel,
            step: event.step,
            connectionType: event.connectionType ?? null,
          },
    ),
  );
}
