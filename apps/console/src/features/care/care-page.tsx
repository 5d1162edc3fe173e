import type { CareSearchResult } from '@selfcare/contracts';
import { CARE_SEARCH_MIN_LENGTH } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { DataTable } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { PageTitle } from '@/shared/ui/page-title';
import { subscriberSearchQuery } from './api/search-subscribers';

const columns: ColumnDef<CareSearchResult, unknown>[] = [
  {
    accessorKey: 'email',
    header: t('care.email'),
    cell: ({ row }) => (
      <Link to={`/care/${row.original.accountId}`} aria-label={t('care.open', { email: row.original.email })}>
        {row.original.email}
      </Link>
    ),
  },
  { accessorKey: 'name', header: t('care.name') },
  { id: 'mobiles', header: t('care.mobiles'), accessorFn: (row) => row.mobiles.join(', ') },
  {
    id: 'connections',
    header: t('care.connections'),
    accessorFn: (row) => `${row.connectionCount} (${row.connectionTypes.join(', ')})`,
  },
  { accessorKey: 'status', header: t('care.status') },
  { accessorKey: 'matchedOn', header: t('care.matchedOn') },
];

/** Finding a subscriber who calls: by any of their numbers, e-mail or a payment reference. */
export default function CarePage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const results = useQuery({ ...subscriberSearchQuery(q), enabled: q.length >= CARE_SEARCH_MIN_LENGTH });
  return (
    <>
      <PageTitle>{t('care.title')}</PageTitle>
      <search>
        <form
          className="filters"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(text.trim() ? { q: text.trim() } : {});
          }}
        >
          <Field label={t('care.search')} hint={t('care.searchHint')}>
            {(control) => (
              <input
                {...control}
                type="search"
                minLength={CARE_SEARCH_MIN_LENGTH}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="primary">
            {t('care.find')}
          </button>
        </form>
      </search>
      {results.error ? <Alert kind="error">{errorText(results.error)}</Alert> : null}
      {results.data ? (
        <DataTable caption={t('care.results')} columns={columns} rows={results.data} rowKey={(row) => row.accountId} />
      ) : null}
    </>
  );
}
