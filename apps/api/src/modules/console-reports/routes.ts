import {
  analyticsReportSchema,
  type ConsoleReportName,
  cancellationsReportSchema,
  purchasesReportSchema,
  type ReportRangeQuery,
  registrationFunnelReportSchema,
  renewalsReportSchema,
  reportRangeQuerySchema,
  revenueReportSchema,
  suspensionsReportSchema,
} from '@selfcare/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { StaffRole } from '../../db/schema';
import { errorResponses } from '../../lib/api-error';
import { requireStaffRole } from '../console/require-staff-role';
import { cancellationsReport } from './cancellations-report';
import { toCsv } from './csv';
import { analyticsReport, registrationFunnelReport } from './funnel-reports';
import { renewalsReport, suspensionsReport } from './lifecycle-reports';
import { purchasesReport } from './purchases-report';
import { type ReportRange, reportRange } from './report-range';
import {
  analyticsTable,
  type CsvTable,
  cancellationsTable,
  csvFileName,
  purchasesTable,
  registrationsTable,
  renewalsTable,
  revenueProductsTable,
  revenueTable,
  suspensionsTable,
} from './report-tables';
import { revenueReport } from './revenue-report';

const security = [{ bearerAuth: [] }];
const tags = ['console reports'];

/** Who reads the reports (issue 28): money and counts, no one's personal data. */
export const REPORT_READERS: readonly StaffRole[] = ['administrator', 'finance', 'read_only'];

const RANGE_RULE =
  '`from` and `to` are Sri Lanka days (YYYY-MM-DD), both included, at most 366 days; 400 with a sentence otherwise.';

interface Report<Answer> {
  name: ConsoleReportName;
  path: string;
  summary: string;
  schema: z.ZodType<Answer>;
  run(db: Database, range: ReportRange): Promise<Answer>;
  tables: {
    path: string;
    fileName: ConsoleReportName | 'revenue-products';
    summary: string;
    table(report: Answer): CsvTable;
  }[];
}

const report = <Answer>(definition: Report<Answer>) => definition;

const REPORTS = [
  report({
    name: 'revenue',
    path: '/reports/revenue',
    summary:
      'Money per day by payment route (bill, operator, card), refunds, chargebacks and net; totals by product and product type',
    schema: revenueReportSchema,
    run: revenueReport,
    tables: [
      {
        path: '/reports/revenue.csv',
        fileName: 'revenue',
        summary: 'The revenue report per day as CSV',
        table: revenueTable,
      },
      {
        path: '/reports/revenue/products.csv',
        fileName: 'revenue-products',
        summary: "The revenue report's totals by product as CSV",
        table: revenueProductsTable,
      },
    ],
  }),
  report({
    name: 'purchases',
    path: '/reports/purchases',
    summary: 'Purchases per day and product type; active subscriptions by base package now',
    schema: purchasesReportSchema,
    run: purchasesReport,
    tables: [
      {
        path: '/reports/purchases.csv',
        fileName: 'purchases',
        summary: 'Purchases per day and product type as CSV',
        table: purchasesTable,
      },
    ],
  }),
  report({
    name: 'renewals',
    path: '/reports/renewals',
    summary: 'Renewals due, succeeded, failed and retried per day (from the lifecycle audit)',
    schema: renewalsReportSchema,
    run: renewalsReport,
    tables: [
      { path: '/reports/renewals.csv', fileName: 'renewals', summary: 'Renewals per day as CSV', table: renewalsTable },
    ],
  }),
  report({
    name: 'suspensions',
    path: '/reports/suspensions',
    summary: 'Connections suspended and reactivated per day',
    schema: suspensionsReportSchema,
    run: suspensionsReport,
    tables: [
      {
        path: '/reports/suspensions.csv',
        fileName: 'suspensions',
        summary: 'Suspensions and reactivations per day as CSV',
        table: suspensionsTable,
      },
    ],
  }),
  report({
    name: 'registrations',
    path: '/reports/registrations',
    summary:
      "The registration funnel: registrations started and completed by connection type, and the portal's funnel steps",
    schema: registrationFunnelReportSchema,
    run: registrationFunnelReport,
    tables: [
      {
        path: '/reports/registrations.csv',
        fileName: 'registrations',
        summary: 'Registrations by connection type as CSV',
        table: registrationsTable,
      },
    ],
  }),
  report({
    name: 'analytics',
    path: '/reports/analytics',
    summary: "The portal's first-party analytics: pages, visitors, referrers, languages, devices and the funnel",
    schema: analyticsReportSchema,
    run: analyticsReport,
    tables: [
      {
        path: '/reports/analytics.csv',
        fileName: 'analytics',
        summary: 'Page views and visitors per path as CSV',
        table: analyticsTable,
      },
    ],
  }),
  report({
    name: 'cancellations',
    path: '/reports/cancellations',
    summary:
      'Unsubscriptions per day, product type (`connection` for a whole connection) and the reason given; counts only',
    schema: cancellationsReportSchema,
    run: cancellationsReport,
    tables: [
      {
        path: '/reports/cancellations.csv',
        fileName: 'cancellations',
        summary: 'Cancellations per day, product type and reason as CSV',
        table: cancellationsTable,
      },
    ],
  }),
];

/** The console's reports, under /api/console/v1/reports (issue 28): read only, not audited per view. */
export const consoleReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireStaffRole(...REPORT_READERS);
  for (const definition of REPORTS as Report<unknown>[]) {
    app.get(
      definition.path,
      {
        onRequest: read,
        schema: {
          tags,
          security,
          summary: definition.summary,
          description: RANGE_RULE,
          querystring: reportRangeQuerySchema,
          response: { 200: definition.schema, ...errorResponses(400, 401, 403, 500) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return definition.run(app.db, reportRange(request.query));
      },
    );
    for (const csv of definition.tables) {
      app.get(
        csv.path,
        {
          onRequest: read,
          schema: {
            tags,
            security,
            summary: csv.summary,
            description: `${RANGE_RULE} RFC 4180: a header row, CRLF line ends, quoted fields where needed; an attachment.`,
            querystring: reportRangeQuerySchema,
            response: {
              200: { description: 'The table, a header row first', content: { 'text/csv': { schema: z.string() } } },
              ...errorResponses(400, 401, 403, 500),
            },
          },
        },
        async (request, reply) => {
          const query: ReportRangeQuery = request.query;
          const { header, rows } = csv.table(await definition.run(app.db, reportRange(query)));
          return sendCsv(reply, toCsv(header, rows), csvFileName(csv.fileName, query.from, query.to));
        },
      );
    }
  }
};

function sendCsv(reply: FastifyReply, body: string, fileName: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
