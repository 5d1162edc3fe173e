import { createContext, type ReactNode, useContext } from 'react';
import { type Analytics, noopAnalytics } from './analytics';

const AnalyticsContext = createContext<Analytics>(noopAnalytics);

export function AnalyticsProvider({ analytics, children }: { analytics: Analytics; children: ReactNode }) {
  return <AnalyticsContext value={analytics}>{children}</AnalyticsContext>;
}

export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
