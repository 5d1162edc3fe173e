import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_SIZE, createReporter, FIRST_PARTY_ENDPOINT, FLUSH_DELAY_MS } from './beacon-reporter';

interface FakeNavigator {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
  sendBeacon: ReturnType<typeof vi.fn<(url: string, data: Blob) => boolean>>;
}

function pageWith(nav: Omit<FakeNavigator, 'sendBeacon'> = {}) {
  const navigator: FakeNavigator = { ...nav, sendBeacon: vi.fn((_url: string, _data: Blob) => true) };
  const win = {
    navigator,
    document,
    addEventListener: window.addEventListener.bind(window),
  } as unknown as Window;
  return { navigator, reporter: createReporter(win) };
}

async function sentBatches(navigator: FakeNavigator) {
  return Promise.all(
    navigator.sendBeacon.mock.calls.map(async ([url, blob]) => ({
      url,
      type: blob.type,
      body: JSON.parse(await blob.text()) as { events: Record<string, unknown>[] },
    })),
  );
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.lang = 'si';
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
  document.head.querySelector('meta[name="analytics-endpoint"]')?.remove();
});

describe('the beacon reporter', () => {
  it('batches events and sends them as JSON with sendBeacon a few seconds after the first', async () => {
    const { navigator, reporter } = pageWith();
    reporter.report({ type: 'page_view', path: '/connection/abc/devices?t=secret' });
    reporter.report({ type: 'funnel_step', step: 'verify', connectionType: 6 });
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(await sentBatches(navigator)).toEqual([
      {
        url: FIRST_PARTY_ENDPOINT,
        type: 'application/json',
        body: {
          events: [
            // Only the path: a query can carry a registration token.
            { type: 'page_view', path: '/connection/abc/devices', language: 'si' },
            { type: 'funnel_step', funnel: 'registration', step: 'verify', connectionType: 6 },
          ],
        },
      },
    ]);
  });

  it(`sends at once at ${BATCH_SIZE} events`, async () => {
    const { navigator, reporter } = pageWith();
    for (let index = 0; index < BATCH_SIZE; index += 1) reporter.report({ type: 'page_view', path: `/p${index}` });
    const [batch] = await sentBatches(navigator);
    expect(batch?.body.events).toHaveLength(BATCH_SIZE);
  });

  it('sends what it holds when the page is hidden', async () => {
    const { navigator, reporter } = pageWith();
    reporter.report({ type: 'page_view', path: '/home' });
    setVisibility('hidden');
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends to the operator endpoint the page names', async () => {
    const meta = document.createElement('meta');
    meta.name = 'analytics-endpoint';
    meta.content = 'https://stats.example.lk/collect';
    document.head.append(meta);
    const { navigator, reporter } = pageWith();
    reporter.report({ type: 'page_view', path: '/home' });
    reporter.flush();
    expect((await sentBatches(navigator))[0]?.url).toBe('https://stats.example.lk/collect');
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing under %s', (_name, nav) => {
    const { navigator, reporter } = pageWith(nav);
    for (let index = 0; index < BATCH_SIZE + 1; index += 1) reporter.report({ type: 'page_view', path: '/home' });
    reporter.flush();
    setVisibility('hidden');
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 2);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('never throws when the beacon is refused', () => {
    const { navigator, reporter } = pageWith();
    navigator.sendBeacon.mockImplementation(() => {
      throw new TypeError('refused');
    });
    reporter.report({ type: 'page_view', path: '/home' });
    expect(() => reporter.flush()).not.toThrow();
  });
});
