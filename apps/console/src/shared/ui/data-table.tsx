import {
  type ColumnDef,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type OnChangeFn,
  type PaginationState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { t } from '@/shared/i18n/translate';

interface ServerPaging {
  /** Rows in every page together, as the api counted them. */
  total: number;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
}

interface DataTableProps<Row> {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  /** When given, the api sorts and pages (large lists); otherwise the table does, in the browser. */
  server?: ServerPaging;
  rowKey: (row: Row) => string;
}

const PAGE_SIZES = [20, 50, 100];

/**
 * A header or cell as TanStack Table defines it, called as a function. (flexRender would render it as a
 * component, and the pages' inline renderers are new functions on every render: React would then remount
 * every cell, and a button that opened a dialog would be gone when focus should return to it.)
 */
function render<Context>(definition: ReactNode | ((context: Context) => ReactNode), context: Context): ReactNode {
  return typeof definition === 'function' ? definition(context) : definition;
}

/**
 * Every console list: TanStack Table's headless model drawn as a plain, accessible HTML table. Sortable
 * headers are buttons with aria-sort on their cell; the pager says where it is.
 */
export function DataTable<Row>({ caption, columns, rows, server, rowKey }: DataTableProps<Row>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [localPagination, setLocalPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowKey,
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? {
          manualSorting: true,
          manualPagination: true,
          rowCount: server.total,
          state: { sorting: server.sorting, pagination: server.pagination },
          onSortingChange: server.onSortingChange,
          onPaginationChange: server.onPaginationChange,
        }
      : {
          getSortedRowModel: getSortedRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
          state: { sorting: localSorting, pagination: localPagination },
          onSortingChange: setLocalSorting,
          onPaginationChange: setLocalPagination,
        }),
  });
  const pageCount = Math.max(1, table.getPageCount());
  const { pageIndex, pageSize } = table.getState().pagination;

  return (
    <div className="data-table">
      <div className="table-scroll">
        <table>
          <caption>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = render(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className="sort" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{t('table.empty')}</td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>{render(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={caption}>
        <button type="button" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          {t('table.previous')}
        </button>
        <span aria-live="polite">
          {t('table.pageOf', { page: pageIndex + 1, pages: pageCount })} ·{' '}
          {t('table.rows', { count: server?.total ?? rows.length })}
        </span>
        <button type="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          {t('table.next')}
        </button>
        <label>
          {t('table.pageSize')}{' '}
          <select value={pageSize} onChange={(event) => table.setPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </div>
  );
}
