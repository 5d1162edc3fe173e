import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverDrawnThenHydrated } from '@/testing/hydrate';
import { useHydrated } from './use-hydrated';

function Seen({ log }: { log: boolean[] }) {
  const hydrated = useHydrated();
  log.push(hydrated);
  return <p>{hydrated ? 'live' : 'as drawn'}</p>;
}

describe('useHydrated', () => {
  it('draws as the server did while taking a page over, then switches once hydrated', async () => {
    const log: boolean[] = [];
    const page = await serverDrawnThenHydrated(<Seen log={log} />, () => {
      log.length = 0;
    });
    expect(log).toEqual([false, true]);
    expect(page.textContent).toBe('live');
    page.remove();
  });

  it('takes the same two steps in a component the browser mounts itself', async () => {
    const log: boolean[] = [];
    render(<Seen log={log} />);
    await waitFor(() => expect(screen.getByText('live')).toBeInTheDocument());
    expect(log).toEqual([false, true]);
  });
});
