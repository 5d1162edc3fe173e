import type { StaffAuditPage } from '@selfcare/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { meQuery } from '@/shared/session/me-query';
import { staffQuery } from '@/shared/session/staff-query';
import { Alert } from '@/shared/ui/alert';
import { DataTable } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { formatTime } from '@/shared/ui/format';
import { PageTitle } from '@/shared/ui/page-title';
import { type AuditFilters, auditQuery } from './api/list-audit';

interface FilterForm {
  staffId: string;
  action: string;
  subjectId: string;
  from: string;
  to: string;
}

type AuditRow = StaffAuditPage['entries'][number];

/** A datetime-local value (Sri Lanka time, as the operator types it) as an ISO instant. */
const colomboInstant = (local: string) => (local ? new Date(`${local}:00+05:30`).toISOString() : undefined);

/** Who did what to which subject, before and after, when and from where; filtered, newest first. */
export default function AuditPage() {
  const me = useQuery(meQuery());
  const staff = useQuery({ ...staffQuery(), enabled: me.data?.role === 'administrator' });
  const [filters, setFilters] = useState<AuditFilters>({});
  const pages = useInfiniteQuery(auditQuery(filters));
  const rows = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  const form = useForm<FilterForm>({ defaultValues: { staffId: '', action: '', subjectId: '', from: '', to: '' } });

  const columns: ColumnDef<AuditRow, unknown>[] = [
    { accessorKey: 'occurredAt', header: t('audit.when'), cell: ({ row }) => formatTime(row.original.occurredAt) },
    { id: 'who', header: t('audit.who'), accessorFn: (row) => row.staffEmail ?? t('common.none') },
    { accessorKey: 'action', header: t('audit.action') },
    { accessorKey: 'outcome', header: t('audit.outcome') },
    {
      id: 'subject',
      header: t('audit.subject'),
      accessorFn: (row) => [row.subjectType, row.subjectId].filter(Boolean).join(' ') || t('common.none'),
    },
    { accessorKey: 'ipAddress', header: t('audit.from') },
    {
      id: 'details',
      header: t('audit.details'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.details ? (
          <details>
            <summary>{t('audit.details')}</summary>
            <pre>{JSON.stringify(row.original.details, null, 2)}</pre>
          </details>
        ) : (
          t('common.none')
        ),
    },
  ];

  const apply = form.handleSubmit((values) =>
    setFilters({
      staffId: values.staffId || undefined,
      action: values.action.trim() || undefined,
      subjectId: values.subjectId.trim() || undefined,
      from: colomboInstant(values.from),
      to: colomboInstant(values.to),
    }),
  );

  return (
    <>
      <PageTitle>{t('audit.title')}</PageTitle>
      <form className="filters" onSubmit={apply} aria-label={t('common.filter')}>
        {staff.data ? (
          <Field label={t('audit.filterStaff')}>
            {(control) => (
              <select {...control} {...form.register('staffId')}>
                <option value="">{t('common.all')}</option>
                {staff.data.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.email}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={t('audit.filterAction')}>
          {(control) => <input {...control} {...form.register('action')} />}
        </Field>
        <Field label={t('audit.filterSubject')}>
          {(control) => <input {...control} {...form.register('subjectId')} />}
        </Field>
        <Field label={t('audit.filterFrom')}>
          {(control) => <input {...control} type="datetime-local" {...form.register('from')} />}
        </Field>
        <Field label={t('audit.filterTo')}>
          {(control) => <input {...control} type="datetime-local" {...form.register('to')} />}
        </Field>
        <div className="row">
          <button type="submit" className="primary">
            {t('audit.apply')}
          </button>
          <button
            type="button"
            onClick={() => {
              form.reset();
              setFilters({});
            }}
          >
            {t('audit.clear')}
          </button>
        </div>
      </form>
      {pages.error ? <Alert kind="error">{errorText(pages.error)}</Alert> : null}
      <DataTable caption={t('audit.title')} columns={columns} rows={rows} rowKey={(row) => String(row.id)} />
      {pages.hasNextPage ? (
        <button type="button" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      ) : null}
    </>
  );
}
