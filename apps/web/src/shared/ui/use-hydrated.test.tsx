import { render } from '@testing-library/react';
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

  it('is true from the first render of what mounts after the page was taken over', async () => {
    const { markRootHydrated } = await import('./use-hydrated');
    markRootHydrated();
    const log: boolean[] = [];
    render(<Seen log={log} />);
    expect(log.every(Boolean)).toBe(true);
  });
});
