import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { noopAnalytics } from '@/shared/analytics/analytics';
import { AnalyticsProvider } from '@/shared/analytics/analytics-context';
import { i18n } from '@/shared/i18n/i18n';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AnalyticsProvider analytics={noopAnalytics}>{children}</AnalyticsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
