import type { AnalyticsCountRow, AnalyticsReport } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { LineChart } from '@/shared/charts/line-chart';
import { type DailyLine, useDailySeries } from '@/shared/charts/use-daily-series';
import { t } from '@/shared/i18n/translate';
import { DataTable } from '@/shared/ui/data-table';
import { type ReportRange, reportQuery } from '../api/get-report';
import { ReportSection } from './report-section';

const countColumns = (header: string): ColumnDef<AnalyticsCountRow, unknown>[] => [
  { id: 'key', header, accessorFn: (row) => row.key || t('reports.none') },
  { accessorKey: 'views', header: t('reports.views') },
  { accessorKey: 'visitors', header: t('reports.visitors') },
];

const TRAFFIC_LINES: readonly DailyLine<AnalyticsReport['days'][number]>[] = [
  { key: 'views', label: t('reports.views'), color: '#0b3d91' },
  { key: 'visitors', label: t('reports.visitors'), color: '#1b6e3a' },
];

/** The portal's own traffic: views and visitors a day, pages, referrers, languages and devices. */
export function AnalyticsReportSection({ range }: { range: ReportRange }) {
  const report = useQuery(reportQuery('analytics', range));
  const data = report.data;
  const { days, series } = useDailySeries(data?.days, TRAFFIC_LINES);
  return (
    <ReportSection name="analytics" title={t('reports.analytics')} range={range} error={report.error}>
      {data ? (
        <>
          <LineChart summary={t('reports.analyticsChart', { ...range })} days={days} series={series} />
          <DataTable
            caption={t('reports.pages')}
            columns={[
              { accessorKey: 'path', header: t('reports.path') },
              { accessorKey: 'views', header: t('reports.views') },
              { accessorKey: 'visitors', header: t('reports.visitors') },
            ]}
            rows={data.pages}
            rowKey={(row) => row.path}
          />
          <DataTable
            caption={t('reports.referrers')}
            columns={countColumns(t('reports.referrer'))}
            rows={data.referrers}
            rowKey={(row) => `r:${row.key}`}
          />
          <DataTable
            caption={t('reports.languages')}
            columns={countColumns(t('reports.key'))}
            rows={data.languages}
            rowKey={(row) => `l:${row.key}`}
          />
          <DataTable
            caption={t('reports.devices')}
            columns={countColumns(t('reports.key'))}
            rows={data.devices}
            rowKey={(row) => `d:${row.key}`}
          />
        </>
      ) : null}
    </ReportSection>
  );
}
