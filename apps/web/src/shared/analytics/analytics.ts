/**
 * Where page views go. The spec reports every page change to an analytics service; which one is an
 * operator's choice, so the app only depends on this interface.
 */
export interface Analytics {
  pageView(path: string): void;
}

/** The default: records nothing and makes no network calls. */
export const noopAnalytics: Analytics = {
  pageView: () => {},
};
