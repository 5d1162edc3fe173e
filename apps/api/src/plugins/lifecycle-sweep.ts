import type { FastifyInstance } from 'fastify';
import { summariseRecentRevenueDays } from '../modules/console-reports/summarise-revenue-overnight';
import { runLifecycleSweep } from '../modules/lifecycle/sweep';
import { utcDate } from '../modules/products/dates';
import { countSweep } from '../observability/count-sweep';

/**
 * Runs the lifecycle sweep for today every `lifecycleSweepMinutes` (renewals, endings, scheduled
 * downgrades), then summarises the closed days of revenue not summarised yet (decision 0069). A failure is logged and the next run tries again; a run still going when the next is
 * due is not doubled, and closing the app waits for it, so the database is not closed under it.
 */
export function registerLifecycleSweep(app: FastifyInstance): void {
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = runLifecycleSweep(
      {
        db: app.db,
        integrations: app.integrations,
        publicUrl: app.config.publicUrl,
        metrics: app.metrics,
        renewalRetryDays: app.config.renewalRetryDays,
      },
      utcDate(new Date()),
      {
        onError: (error, item) => app.log.warn({ err: error, ...item }, 'lifecycle sweep item failed'),
      },
    )
      .then((counts) => {
        countSweep(app.metrics, counts);
        app.log.info({ counts }, 'lifecycle sweep done');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'lifecycle sweep failed'))
      // After the sweep's renewals: yesterday's revenue, so the day's first report reads summaries only.
      .then(async () => {
        await summariseRecentRevenueDays(app.db);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'revenue summaries failed'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, app.config.lifecycleSweepMinutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
