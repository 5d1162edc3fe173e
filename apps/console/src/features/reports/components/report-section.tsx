import type { ConsoleReportName } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { downloadReport, type ReportRange } from '../api/get-report';

interface ReportSectionProps {
  name: ConsoleReportName;
  title: string;
  range: ReportRange;
  error: unknown;
  children: ReactNode;
}

/** A report under its heading, with its CSV download and its failure, if any. */
export function ReportSection({ name, title, range, error, children }: ReportSectionProps) {
  const download = useMutation({ mutationFn: () => downloadReport(name, range) });
  const failure = error ?? download.error;
  return (
    <section aria-labelledby={`report-${name}`}>
      <h2 id={`report-${name}`}>{title}</h2>
      <button type="button" onClick={() => download.mutate()} disabled={download.isPending}>
        {t('reports.csv', { report: title })}
      </button>
      {failure ? <Alert kind="error">{errorText(failure)}</Alert> : null}
      {children}
    </section>
  );
}
