import type { CancellationReportReason } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { t } from '@/shared/i18n/translate';
import { DataTable } from '@/shared/ui/data-table';
import { type ReportRange, reportQuery } from '../api/get-report';
import { ReportSection } from './report-section';

const reasonName = (reason: CancellationReportReason) => t(`reports.reason.${reason}`);
const productTypeName = (type: string) => (type === 'connection' ? t('reports.productType.connection') : type);

/**
 * Unsubscriptions and the reasons subscribers gave (decision 0071): totals by reason, then each day by
 * product type and reason. Counts only; what subscribers wrote is in no report.
 */
export function CancellationsReportSection({ range }: { range: ReportRange }) {
  const report = useQuery(reportQuery('cancellations', range));
  return (
    <ReportSection name="cancellations" title={t('reports.cancellations')} range={range} error={report.error}>
      {report.data ? (
        <>
          <DataTable
            caption={t('reports.cancellationsByReason')}
            columns={[
              { id: 'reason', header: t('reports.reason'), accessorFn: (row) => reasonName(row.reason) },
              { accessorKey: 'cancellations', header: t('reports.cancellationCount') },
            ]}
            rows={report.data.byReason}
            rowKey={(row) => row.reason}
          />
          <DataTable
            caption={t('reports.cancellationsByDay')}
            columns={[
              { accessorKey: 'day', header: t('reports.day') },
              { id: 'type', header: t('reports.productType'), accessorFn: (row) => productTypeName(row.productType) },
              { id: 'reason', header: t('reports.reason'), accessorFn: (row) => reasonName(row.reason) },
              { accessorKey: 'cancellations', header: t('reports.cancellationCount') },
            ]}
            rows={report.data.days}
            rowKey={(row) => `${row.day}-${row.productType}-${row.reason}`}
          />
        </>
      ) : null}
    </ReportSection>
  );
}
