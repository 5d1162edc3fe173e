/**
 * The portal's analytics reporter (issue 28): events are kept in memory and sent in batches with
 * `navigator.sendBeacon`, never awaited, so a page never waits for them: at 10 events, a few seconds
 * after the first of a batch, and when the page is hidden. Nothing is sent, or kept, when the visitor
 * asked not to be tracked (Do Not Track, Global Privacy Control). The address is the portal's own
 * `POST /api/analytics/v1/events`, or the operator's ANALYTICS_ENDPOINT (`<meta name="analytics-endpoint">`).
 * Only a page's path is sent (never its query, which can carry a registration token) and only the
 * referring site's origin.
 */
import type { FunnelStep } from './analytics';

export type ReportedEvent =
  | { type: 'page_view'; path: string }
  | { type: 'funnel_step'; step: FunnelStep; connectionType?: number | null | undefined };

/** What the first script's stub passes on (analytics.ts). */
export type ReportedArgs = [kind: 0, path: string] | [kind: 1, step: FunnelStep, connectionType?: number | null];

type SentEvent =
  | { type: 'page_view'; path: string; referrer?: string; language: string }
  | { type: 'funnel_step'; funnel: 'registration'; step: FunnelStep; connectionType?: number };

export const FIRST_PARTY_ENDPOINT = '/api/analytics/v1/events';
export const BATCH_SIZE = 10;
export const FLUSH_DELAY_MS = 5_000;
const LANGUAGES = ['en', 'si', 'ta'];

interface BeaconNavigator {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
  sendBeacon?(url: string, data: Blob): boolean;
}

export interface Reporter {
  report(event: ReportedEvent): void;
  flush(): void;
}

/** True when the visitor asked not to be tracked. */
export function optedOut(nav: BeaconNavigator): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function createReporter(win: Window = window): Reporter {
  const nav = win.navigator as BeaconNavigator;
  const pending: SentEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let referrer = originOf(win.document.referrer);
  const endpoint =
    win.document.querySelector<HTMLMetaElement>('meta[name="analytics-endpoint"]')?.content || FIRST_PARTY_ENDPOINT;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const events = pending.splice(0);
    try {
      nav.sendBeacon?.(endpoint, new Blob([JSON.stringify({ events })], { type: 'application/json' }));
    } catch {
      // A refused beacon (too large, no network) loses its events: analytics never troubles the page.
    }
  }

  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);

  return {
    flush,
    report(event) {
      if (optedOut(nav) || typeof nav.sendBeacon !== 'function') return;
      pending.push(toSent(event));
      if (pending.length >= BATCH_SIZE) flush();
      else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
    },
  };

  function toSent(event: ReportedEvent): SentEvent {
    if (event.type === 'funnel_step') {
      return {
        type: 'funnel_step',
        funnel: 'registration',
        step: event.step,
        ...(event.connectionType ? { connectionType: event.connectionType } : {}),
      };
    }
    const lang = win.document.documentElement.lang;
    const sent: SentEvent = {
      type: 'page_view',
      path: event.path.split(/[?#]/, 1)[0] || '/',
      language: LANGUAGES.includes(lang) ? lang : 'en',
      ...(referrer ? { referrer } : {}),
    };
    // The referrer is where the visit came from: it belongs to the first page only.
    referrer = undefined;
    return sent;
  }
}

function originOf(address: string): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.origin === window.location.origin ? undefined : `${url.origin}/`;
  } catch {
    return undefined;
  }
}

let shared: Reporter | undefined;

/** The page's reporter, made on first use. */
export function report(...[kind, value, connectionType]: ReportedArgs): void {
  shared ??= createReporter();
  shared.report(
    kind === 0
      ? { type: 'page_view', path: value }
      : { type: 'funnel_step', step: value as FunnelStep, connectionType },
  );
}
