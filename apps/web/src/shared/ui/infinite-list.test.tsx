import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InfiniteList } from './infinite-list';
import { stubObservers } from './testing/browser-apis';

const PAGES = 3;

function Titles({ fetchPage }: { fetchPage: (page: number) => Promise<string[]> }) {
  const query = useInfiniteQuery({
    queryKey: ['titles'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => (pages.length < PAGES ? pages.length : undefined),
  });
  return (
    <InfiniteList query={query}>
      <ul>
        {query.data?.pages.flat().map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    </InfiniteList>
  );
}

function renderTitles(fetchPage = vi.fn(async (page: number) => [`Title ${page * 2 + 1}`, `Title ${page * 2 + 2}`])) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Titles fetchPage={fetchPage} />
    </QueryClientProvider>,
  );
  return fetchPage;
}

describe('InfiniteList', () => {
  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers = stubObservers();
    const fetchPage = renderTitles();
    expect(await screen.findByText('Title 2')).toBeInTheDocument();

    act(() => observers.intersect(true));
    expect(await screen.findByText('Title 4')).toBeInTheDocument();
    // Still in view once the page has arrived, so the list keeps filling until the last page.
    expect(await screen.findByText('Title 6')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads more from the button where there is no IntersectionObserver', async () => {
    const user = userEvent.setup();
    let resolve: (titles: string[]) => void = () => {};
    const fetchPage = vi.fn((page: number) =>
      page === 0 ? Promise.resolve(['Title 1']) : new Promise<string[]>((done) => (resolve = done)),
    );
    renderTitles(fetchPage);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const loading = screen.getByRole('button', { name: 'Loading more…' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByText('Loading more…')).toHaveLength(2);
    await user.click(loading);
    expect(fetchPage).toHaveBeenCalledTimes(2);

    act(() => resolve(['Title 2']));
    expect(await screen.findByText('Title 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('stops loading on scroll after a failed page until asked again', async () => {
    const observers = stubObservers();
    const user = userEvent.setup();
    const fetchPage = vi
      .fn<(page: number) => Promise<string[]>>()
      .mockResolvedValueOnce(['Title 1'])
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(['Title 2']);
    renderTitles(fetchPage);
    await screen.findByText('Title 1');

    act(() => observers.intersect(true));
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Title 2')).toBeInTheDocument();
  });
});
