import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '@/shared/i18n/translate';
import { Field } from '@/shared/ui/field';
import { PageTitle } from '@/shared/ui/page-title';
import type { ReportRange } from './api/get-report';
import { AnalyticsReportSection } from './components/analytics-report';
import { CancellationsReportSection } from './components/cancellations-report';
import {
  RegistrationsReportSection,
  RenewalsReportSection,
  SuspensionsReportSection,
} from './components/lifecycle-reports';
import { PurchasesReportSection, RevenueReportSection } from './components/money-reports';

const colomboDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(Date.now() - daysAgo * 86_400_000));

/** Finance's and the operator's figures over a range of Sri Lanka days (the last 30 by default). */
export default function ReportsPage() {
  const [range, setRange] = useState<ReportRange>({ from: colomboDay(29), to: colomboDay(0) });
  const form = useForm<ReportRange>({ defaultValues: range });
  return (
    <>
      <PageTitle>{t('reports.title')}</PageTitle>
      <form className="filters" onSubmit={form.handleSubmit(setRange)}>
        <Field label={t('reports.from')}>
          {(control) => <input {...control} type="date" required {...form.register('from')} />}
        </Field>
        <Field label={t('reports.to')}>
          {(control) => <input {...control} type="date" required {...form.register('to')} />}
        </Field>
        <button type="submit" className="primary">
          {t('reports.show')}
        </button>
      </form>
      <RevenueReportSection range={range} />
      <PurchasesReportSection range={range} />
      <RenewalsReportSection range={range} />
      <SuspensionsReportSection range={range} />
      <RegistrationsReportSection range={range} />
      <AnalyticsReportSection range={range} />
      <CancellationsReportSection range={range} />
    </>
  );
}
