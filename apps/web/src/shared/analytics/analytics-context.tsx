import { createContext, type ReactNode, useContext } from 'react';
import { type Analytics, beaconAnalytics } from './analytics';

/**
 * The portal's reporter by default (no provider needed, which keeps the first script small); tests
 * provide their own.
 */
const AnalyticsContext = createContext<Analytics>(beaconAnalytics);

export function AnalyticsProvider({ analytics, children }: { analytics: Analytics; children: ReactNode }) {
  return <AnalyticsContext value={analytics}>{children}</AnalyticsContext>;
}

export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
