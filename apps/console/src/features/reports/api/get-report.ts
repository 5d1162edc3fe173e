import type {
  AnalyticsReport,
  CancellationsReport,
  ConsoleReportName,
  PurchasesReport,
  RegistrationFunnelReport,
  RenewalsReport,
  RevenueReport,
  SuspensionsReport,
} from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson, queryString } from '@/shared/api/api-client';
import { downloadFile } from '@/shared/api/download-file';

export interface ReportRange {
  from: string;
  to: string;
}

interface Reports {
  revenue: RevenueReport;
  purchases: PurchasesReport;
  renewals: RenewalsReport;
  suspensions: SuspensionsReport;
  registrations: RegistrationFunnelReport;
  analytics: AnalyticsReport;
  cancellations: CancellationsReport;
}

export const reportQuery = <Name extends ConsoleReportName>(name: Name, range: ReportRange) =>
  queryOptions({
    queryKey: ['reports', name, range],
    queryFn: ({ signal }) => apiJson<Reports[Name]>(`/reports/${name}${queryString({ ...range })}`, { signal }),
  });

export const downloadReport = (name: ConsoleReportName, range: ReportRange) =>
  downloadFile(`/reports/${name}.csv${queryString({ ...range })}`, `${name}-${range.from}-${range.to}.csv`);
