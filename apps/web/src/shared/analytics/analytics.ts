/**
 * Where page views and the registration funnel's steps go. The spec reports every page change to an
 * analytics service; the app only depends on this interface.
 */
export interface Analytics {
  pageView(path: string): void;
  /** A step of the registration funnel reached (its page opened); the connection type once chosen. */
  funnelStep(step: FunnelStep, connectionType?: number | null): void;
}

/** The registration funnel's steps, in order (the contracts' REGISTRATION_FUNNEL_STEPS). */
export type FunnelStep = 'connection_type' | 'personal_details' | 'verify' | 'package' | 'payment' | 'completed';

/** Records nothing and makes no network calls (tests, and the server render). */
export const noopAnalytics: Analytics = {
  pageView: () => {},
  funnelStep: () => {},
};

/**
 * The portal's reporter: first-party (or ANALYTICS_ENDPOINT's) beacons. Only this stub is in the first
 * script; the sending code (beacon-reporter.ts) is its own chunk, loaded with the first event, after
 * the first paint.
 */
export const beaconAnalytics: Analytics = {
  pageView: (path) => report(0, path),
  funnelStep: (step, connectionType) => report(1, step, connectionType),
};

let reporter: Promise<typeof import('./beacon-reporter')> | undefined;

/** Arguments, not an event object (0 a page view, 1 a funnel step): fewer bytes in the first script. */
function report(...event: import('./beacon-reporter').ReportedArgs): void {
  reporter ??= import('./beacon-reporter');
  reporter.then(
    (module) => module.report(...event),
    () => {},
  );
}
