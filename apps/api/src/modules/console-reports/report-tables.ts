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
import type { CsvValue } from './csv';

/** A report's CSV: its main table, one row a day (or a day and product type; a path for analytics). */
export interface CsvTable {
  header: string[];
  rows: CsvValue[][];
}

export const revenueTable = (report: RevenueReport): CsvTable => ({
  header: ['day', 'bill', 'operator', 'card', 'paid', 'refunds', 'chargebacks', 'net'],
  rows: report.days.map((d) => [d.day, d.bill, d.operator, d.card, d.paid, d.refunds, d.chargebacks, d.net]),
});

export const revenueProductsTable = (report: RevenueReport): CsvTable => ({
  header: ['product_id', 'product', 'product_type', 'paid', 'payments'],
  rows: report.byProduct.map((p) => [p.productId, p.productName, p.productType, p.paid, p.payments]),
});

export const purchasesTable = (report: PurchasesReport): CsvTable => ({
  header: ['day', 'product_type', 'purchases'],
  rows: report.days.map((d) => [d.day, d.productType, d.purchases]),
});

export const renewalsTable = (report: RenewalsReport): CsvTable => ({
  header: ['day', 'due', 'succeeded', 'failed', 'retried'],
  rows: report.days.map((d) => [d.day, d.due, d.succeeded, d.failed, d.retried]),
});

export const suspensionsTable = (report: SuspensionsReport): CsvTable => ({
  header: ['day', 'suspensions', 'reactivations'],
  rows: report.days.map((d) => [d.day, d.suspensions, d.reactivations]),
});

export const registrationsTable = (report: RegistrationFunnelReport): CsvTable => ({
  header: ['connection_type', 'started', 'otp_verified', 'completed'],
  rows: report.byConnectionType.map((t) => [t.connectionType, t.started, t.otpVerified, t.completed]),
});

export const analyticsTable = (report: AnalyticsReport): CsvTable => ({
  header: ['path', 'views', 'visitors'],
  rows: report.pages.map((p) => [p.path, p.views, p.visitors]),
});

export const cancellationsTable = (report: CancellationsReport): CsvTable => ({
  header: ['day', 'product_type', 'reason', 'cancellations'],
  rows: report.days.map((d) => [d.day, d.productType, d.reason, d.cancellations]),
});

export const csvFileName = (name: ConsoleReportName | 'revenue-products', from: string, to: string) =>
  `${name}-${from}-${to}.csv`;
