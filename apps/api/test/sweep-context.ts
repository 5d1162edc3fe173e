import type { SweepContext } from '../src/modules/lifecycle/sweep';
import type { TestApp } from './app';

/** What the lifecycle sweep works with, as the app runs it; `overrides` changes single settings. */
export function sweepContext(t: TestApp, overrides: Partial<SweepContext> = {}): SweepContext {
  return {
    db: t.db,
    integrations: t.app.integrations,
    publicUrl: t.app.config.publicUrl,
    metrics: t.app.metrics,
    renewalRetryDays: t.app.config.renewalRetryDays,
    ...overrides,
  };
}
