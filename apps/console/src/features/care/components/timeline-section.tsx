import type { CareTimelineItem } from '@selfcare/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { DataTable } from '@/shared/ui/data-table';
import { formatTime } from '@/shared/ui/format';
import { timelineQuery } from '../api/list-timeline';

const columns: ColumnDef<CareTimelineItem, unknown>[] = [
  { accessorKey: 'at', header: t('care.when'), cell: ({ row }) => formatTime(row.original.at) },
  { accessorKey: 'kind', header: t('care.kind') },
  { accessorKey: 'summary', header: t('care.summary') },
];

/** Everything that happened to the account, newest first, fifty at a time. */
export function TimelineSection({ accountId }: { accountId: string }) {
  const pages = useInfiniteQuery(timelineQuery(accountId));
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title">{t('care.timeline')}</h2>
      {pages.error ? <Alert kind="error">{errorText(pages.error)}</Alert> : null}
      <DataTable caption={t('care.timeline')} columns={columns} rows={items} rowKey={(item) => item.id} />
      {pages.hasNextPage ? (
        <button type="button" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      ) : null}
    </section>
  );
}
