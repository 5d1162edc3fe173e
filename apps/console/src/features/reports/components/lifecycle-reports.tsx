import type { RenewalsDay } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { LineChart } from '@/shared/charts/line-chart';
import { type DailyLine, useDailySeries } from '@/shared/charts/use-daily-series';
import { connectionTypeName } from '@/shared/i18n/connection-type-name';
import { t } from '@/shared/i18n/translate';
import { DataTable } from '@/shared/ui/data-table';
import { type ReportRange, reportQuery } from '../api/get-report';
import { ReportSection } from './report-section';

const RENEWAL_LINES: readonly DailyLine<RenewalsDay>[] = [
  { key: 'due', label: t('reports.due'), color: '#0b3d91' },
  { key: 'succeeded', label: t('reports.succeeded'), color: '#1b6e3a' },
  { key: 'failed', label: t('reports.failed'), color: '#a4161a' },
];

/** Renewals due, succeeded, failed and retried a day. */
export function RenewalsReportSection({ range }: { range: ReportRange }) {
  const report = useQuery(reportQuery('renewals', range));
  const data = report.data;
  const { days, series } = useDailySeries(data?.days, RENEWAL_LINES);
  return (
    <ReportSection name="renewals" title={t('reports.renewals')} range={range} error={report.error}>
      {data ? (
        <>
          <LineChart summary={t('reports.renewalsChart', { ...range })} days={days} series={series} />
          <DataTable
            caption={t('reports.renewals')}
            columns={[
              { accessorKey: 'day', header: t('reports.day') },
              { accessorKey: 'due', header: t('reports.due') },
              { accessorKey: 'succeeded', header: t('reports.succeeded') },
              { accessorKey: 'failed', header: t('reports.failed') },
              { accessorKey: 'retried', header: t('reports.retried') },
            ]}
            rows={data.days}
            rowKey={(row) => row.day}
          />
        </>
      ) : null}
    </ReportSection>
  );
}

export function SuspensionsReportSection({ range }: { range: ReportRange }) {
  const report = useQuery(reportQuery('suspensions', range));
  return (
    <ReportSection name="suspensions" title={t('reports.suspensions')} range={range} error={report.error}>
      {report.data ? (
        <DataTable
          caption={t('reports.suspensions')}
          columns={[
            { accessorKey: 'day', header: t('reports.day') },
            { accessorKey: 'suspensions', header: t('reports.suspended') },
            { accessorKey: 'reactivations', header: t('reports.reactivated') },
          ]}
          rows={report.data.days}
          rowKey={(row) => row.day}
        />
      ) : null}
    </ReportSection>
  );
}

/** Registrations started and completed by connection type, and the portal's funnel steps. */
export function RegistrationsReportSection({ range }: { range: ReportRange }) {
  const report = useQuery(reportQuery('registrations', range));
  return (
    <ReportSection name="registrations" title={t('reports.registrations')} range={range} error={report.error}>
      {report.data ? (
        <>
          <DataTable
            caption={t('reports.registrations')}
            columns={[
              {
                id: 'type',
                header: t('reports.connectionType'),
                accessorFn: (row) => connectionTypeName(row.connectionType),
              },
              { accessorKey: 'started', header: t('reports.started') },
              { accessorKey: 'otpVerified', header: t('reports.verified') },
              { accessorKey: 'completed', header: t('reports.completed') },
            ]}
            rows={report.data.byConnectionType}
            rowKey={(row) => String(row.connectionType)}
          />
          <DataTable
            caption={t('reports.funnel')}
            columns={[
              { accessorKey: 'step', header: t('reports.step') },
              {
                id: 'type',
                header: t('reports.connectionType'),
                accessorFn: (row) =>
                  row.connectionType === null ? t('common.none') : connectionTypeName(row.connectionType),
              },
              { accessorKey: 'events', header: t('reports.events') },
              { accessorKey: 'visitors', header: t('reports.visitors') },
            ]}
            rows={report.data.steps}
            rowKey={(row) => `${row.step}:${row.connectionType}`}
          />
        </>
      ) : null}
    </ReportSection>
  );
}
