import { type ConsoleProductListItem, consoleProductSortSchema, productTypeNames } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, PaginationState, SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { type ProductListParams, productsQuery } from '@/shared/catalogue/list-products';
import { t } from '@/shared/i18n/translate';
import { meQuery } from '@/shared/session/me-query';
import { mayChange } from '@/shared/session/permissions';
import { Alert } from '@/shared/ui/alert';
import { DataTable } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { formatRupees, formatTime } from '@/shared/ui/format';
import { PageTitle } from '@/shared/ui/page-title';

const columns: ColumnDef<ConsoleProductListItem, unknown>[] = [
  {
    id: 'image',
    header: t('products.image'),
    enableSorting: false,
    cell: ({ row }) => <img className="thumb" src={row.original.thumbnailUrl} alt="" />,
  },
  {
    id: 'name',
    accessorKey: 'name',
    header: t('products.name'),
    cell: ({ row }) => <Link to={`/products/${row.original.id}`}>{row.original.name}</Link>,
  },
  {
    id: 'type',
    accessorKey: 'productType',
    header: t('products.type'),
    cell: ({ row }) => t(`type.${row.original.productType}`),
  },
  {
    id: 'status',
    accessorKey: 'status',
    header: t('products.status'),
    cell: ({ row }) => t(`status.${row.original.status}`),
  },
  { id: 'channelNo', accessorKey: 'channelNo', header: t('products.channelNo') },
  {
    id: 'price',
    header: t('products.price'),
    enableSorting: false,
    cell: ({ row }) =>
      row.original.defaultPrice === null ? t('common.none') : formatRupees(row.original.defaultPrice),
  },
  {
    id: 'updatedAt',
    accessorKey: 'updatedAt',
    header: t('products.updated'),
    cell: ({ row }) => formatTime(row.original.updatedAt),
  },
];

const sortable = new Set<string>(consoleProductSortSchema.options);

/** Every product, paged, sorted and filtered by the api (the catalogue has thousands). */
export default function ProductsPage() {
  const me = useQuery(meQuery());
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const [filters, setFilters] = useState<Pick<ProductListParams, 'q' | 'productType' | 'status'>>({});
  const sort = sorting[0];
  const query: ProductListParams = {
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    ...(sort && sortable.has(sort.id)
      ? { sort: consoleProductSortSchema.parse(sort.id), order: sort.desc ? 'desc' : 'asc' }
      : {}),
    ...filters,
  };
  const products = useQuery(productsQuery(query));
  const filter = (next: typeof filters) => {
    setFilters(next);
    setPagination((now) => ({ ...now, pageIndex: 0 }));
  };

  return (
    <>
      <PageTitle>{t('products.title')}</PageTitle>
      {me.data && mayChange(me.data.role, 'products') ? (
        <p>
          <Link className="button primary" to="/products/new">
            {t('products.new')}
          </Link>
        </p>
      ) : null}
      <search>
        <form className="filters" onSubmit={(event) => event.preventDefault()}>
          <Field label={t('products.search')}>
            {(control) => (
              <input
                {...control}
                type="search"
                value={filters.q ?? ''}
                onChange={(event) => filter({ ...filters, q: event.target.value || undefined })}
              />
            )}
          </Field>
          <Field label={t('products.type')}>
            {(control) => (
              <select
                {...control}
                value={filters.productType ?? ''}
                onChange={(event) =>
                  filter({
                    ...filters,
                    productType: productTypeNames.find((type) => type === event.target.value),
                  })
                }
              >
                <option value="">{t('common.all')}</option>
                {productTypeNames.map((type) => (
                  <option key={type} value={type}>
                    {t(`type.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('products.status')}>
            {(control) => (
              <select
                {...control}
                value={filters.status ?? ''}
                onChange={(event) =>
                  filter({
                    ...filters,
                    status:
                      event.target.value === 'active' || event.target.value === 'inactive'
                        ? event.target.value
                        : undefined,
                  })
                }
              >
                <option value="">{t('common.all')}</option>
                <option value="active">{t('status.active')}</option>
                <option value="inactive">{t('status.inactive')}</option>
              </select>
            )}
          </Field>
        </form>
      </search>
      {products.error ? <Alert kind="error">{errorText(products.error)}</Alert> : null}
      <DataTable
        caption={t('products.title')}
        columns={columns}
        rows={products.data?.items ?? []}
        rowKey={(product) => product.id}
        server={{
          total: products.data?.total ?? 0,
          pagination,
          onPaginationChange: setPagination,
          sorting,
          onSortingChange: setSorting,
        }}
      />
    </>
  );
}
