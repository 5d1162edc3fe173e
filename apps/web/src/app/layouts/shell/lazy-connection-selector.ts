import { lazy } from 'react';

/** Radix Select and its positioning library are only needed by subscribers, on two pages. */
export const LazyConnectionSelector = lazy(() =>
  import('./connection-selector').then((module) => ({ default: module.ConnectionSelector })),
);
