import type { RevenueByProduct, RevenueByProductType, RevenueDay } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { LineChart } from '@/shared/charts/line-chart';
import { type DailyLine, useDailySeries } from '@/shared/charts/use-daily-series';
import { t } from '@/shared/i18n/translate';
import { DataTable } from '@/shared/ui/data-table';
import { formatRupees } from '@/shared/ui/format';
import { type ReportRange, reportQuery } from '../api/get-report';
import { ReportSection } from './report-section';

const money = (key: keyof Omit<RevenueDay, 'day'>, header: string): ColumnDef<RevenueDay, unknown> => ({
  accessorKey: key,
  header,
  cell: ({ row }) => formatRupees(row.original[key]),
});

const dayColumns: ColumnDef<RevenueDay, unknown>[] = [
  { accessorKey: 'day', header: t('reports.day') },
  money('bill', t('reports.bill')),
  money('operator', t('reports.operator')),
  money('card', t('reports.card')),
  money('paid', t('reports.paid')),
  money('refunds', t('reports.refunds')),
  money('chargebacks', t('reports.chargebacks')),
  money('net', t('reports.net')),
];

const productColumns: ColumnDef<RevenueByProduct, unknown>[] = [
  { accessorKey: 'productName', header: t('reports.product') },
  { accessorKey: 'productType', header: t('reports.productType') },
  { accessorKey: 'payments', header: t('reports.payments') },
  { accessorKey: 'paid', header: t('reports.paid'), cell: ({ row }) => formatRupees(row.original.paid) },
];

const typeColumns: ColumnDef<RevenueByProductType, unknown>[] = [
  { accessorKey: 'productType', header: t('reports.productType') },
  { accessorKey: 'payments', header: t('reports.payments') },
  { accessorKey: 'paid', header: t('reports.paid'), cell: ({ row }) => formatRupees(row.original.paid) },
];

const REVENUE_LINES: readonly DailyLine<RevenueDay>[] = [
  { key: 'paid', label: t('reports.paid'), color: '#0b3d91' },
  { key: 'refunds', label: t('reports.refunds'), color: '#a4161a' },
  { key: 'net', label: t('reports.net'), color: '#1b6e3a' },
];

/** Money in and out by day, by product and by product type, with a chart of the days. */
export function RevenueReportSection({ range }: { range: ReportRange }) {
  const report = useQuery(reportQuery('revenue', range));
  const data = report.data;
  const { days, series } = useDailySeries(data?.days, REVENUE_LINES);
  return (
    <ReportSection name="revenue" title={t('reports.revenue')} range={range} error={report.error}>
      {data ? (
        <>
          <p>
            {t('reports.total')}: {t('reports.paid')} {formatRupees(data.totals.paid)} · {t('reports.refunds')}{' '}
            {formatRupees(data.totals.refunds)} · {t('reports.chargebacks')} {formatRupees(data.totals.chargebacks)} ·{' '}
            {t('reports.net')} {formatRupees(data.totals.net)}
          </p>
          <LineChart summary={t('reports.revenueChart', { ...range })} days={days} series={series} />
          <DataTable caption={t('reports.revenue')} columns={dayColumns} rows={data.days} rowKey={(row) => row.day} />
          <DataTable
            caption={t('reports.byProductType')}
            columns={typeColumns}
            rows={data.byProductType}
            rowKey={(row) => row.productType}
          />
          <DataTable
            caption={t('reports.byProduct')}
            columns={productColumns}
            rows={data.byProduct}
            rowKey={(row) => `${row.productType}:${row.productId ?? row.productName}`}
          />
        </>
      ) : null}
    </ReportSection>
  );
}

/** Purchases by product type over the range, and live subscriptions by package now. */
export function PurchasesReportSection({ range }: { range: ReportRange }) {
  const report = useQuery(reportQuery('purchases', range));
  return (
    <ReportSection name="purchases" title={t('reports.purchases')} range={range} error={report.error}>
      {report.data ? (
        <>
          <DataTable
            caption={t('reports.purchases')}
            columns={[
              { accessorKey: 'productType', header: t('reports.productType') },
              { accessorKey: 'purchases', header: t('reports.purchases') },
            ]}
            rows={report.data.byProductType}
            rowKey={(row) => row.productType}
          />
          <DataTable
            caption={t('reports.activeByPackage')}
            columns={[
              { accessorKey: 'productName', header: t('reports.product') },
              { accessorKey: 'productType', header: t('reports.productType') },
              { accessorKey: 'subscriptions', header: t('reports.subscriptions') },
            ]}
            rows={report.data.activeByPackage}
            rowKey={(row) => row.productId}
          />
        </>
      ) : null}
    </ReportSection>
  );
}
