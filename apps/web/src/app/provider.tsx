import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beaconAnalytics } from '@/shared/analytics/analytics';
import { AnalyticsProvider } from '@/shared/analytics/analytics-context';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AnalyticsProvider analytics={beaconAnalytics}>{children}</AnalyticsProvider>
    </QueryClientProvider>
  );
}
