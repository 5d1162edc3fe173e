import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

const pageMessages = vi.hoisted(() => {
  let resolve = () => {};
  const loaded = new Promise<void>((done) => {
    resolve = done;
  });
  return { loaded, resolve, load: vi.fn(() => loaded) };
});

vi.mock('@/shared/i18n/i18n', () => ({ loadPageMessages: pageMessages.load }));

const { lazyNamed } = await import('./lazy-named');

function Page() {
  return <p>Page shown</p>;
}

describe('lazyNamed', () => {
  it("renders a page only once the pages' strings are in the catalogue", async () => {
    const LazyPage = lazyNamed(async () => ({ Page }), 'Page');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    await vi.waitFor(() => expect(pageMessages.load).toHaveBeenCalled());
    await new Promise((settle) => setTimeout(settle, 20));
    expect(screen.queryByText('Page shown')).not.toBeInTheDocument();

    pageMessages.resolve();
    expect(await screen.findByText('Page shown')).toBeInTheDocument();
  });

  it('does not wait for them when told the first paint strings are enough', async () => {
    pageMessages.load.mockClear();
    const LazyPage = lazyNamed(async () => ({ Page }), 'Page', { pageMessages: false });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(await screen.findByText('Page shown')).toBeInTheDocument();
    expect(pageMessages.load).not.toHaveBeenCalled();
  });

  it('renders a preloaded component at once, without its fallback', async () => {
    const LazyPage = lazyNamed(async () => ({ Page }), 'Page', { pageMessages: false });
    await LazyPage.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('Page shown')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('asks again for a chunk that could not be fetched', async () => {
    const load = vi.fn<() => Promise<{ Page: typeof Page }>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue({ Page });
    const LazyPage = lazyNamed(load, 'Page', { pageMessages: false });
    await expect(LazyPage.preload()).rejects.toThrow('offline');
    await LazyPage.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
