import { useEffect } from 'react';
import type { FunnelStep } from '@/shared/analytics/analytics';
import { useAnalytics } from '@/shared/analytics/analytics-context';
import { useRegistration } from './registration-store';

/**
 * Reports that the registration funnel reached `step` as its page opens (once per opening), with the
 * connection type once the visitor has chosen it. Only sign-ups and added connections count: a
 * reactivation goes through some of the same pages and is no registration.
 */
export function useFunnelStep(step: FunnelStep): void {
  const analytics = useAnalytics();
  const registration = useRegistration();
  // The first and last pages open without (or after) a registration in the browser's store.
  const counts = registration ? registration.mode !== 'reactivate' : step === 'connection_type' || step === 'completed';
  const connectionType = registration?.connectionType ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page opening, not on each store change
  useEffect(() => {
    if (counts) analytics.funnelStep(step, connectionType);
  }, [analytics, step]);
}
