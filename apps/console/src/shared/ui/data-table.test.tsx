import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

interface Row {
  id: string;
  name: string;
  price: number;
}

const rows: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: String(index),
  name: `Product ${String(index).padStart(2, '0')}`,
  price: (index * 37) % 100,
}));
const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'price', header: 'Price' },
];

const bodyNames = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('shows 20 rows a page and pages on with the pager', async () => {
    render(<DataTable caption="Products" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.getByRole('table', { name: 'Products' })).toBeInTheDocument();
    expect(bodyNames()).toHaveLength(20);
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyNames()).toEqual(['Product 20', 'Product 21', 'Product 22', 'Product 23', 'Product 24']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sorts by a column from its header button and says so with aria-sort', async () => {
    render(<DataTable caption="Products" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()[0]).toBe('Product 24');
  });

  it('says so when there is nothing to show', () => {
    render(<DataTable caption="Products" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getByText('Nothing to show.')).toBeInTheDocument();
  });
});
