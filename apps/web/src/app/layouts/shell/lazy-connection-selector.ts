import { lazyNamed } from '@/shared/ui/lazy-named';

/** Radix Select and its positioning library are only needed by subscribers, on two pages. */
export const LazyConnectionSelector = lazyNamed(() => import('./connection-selector'), 'ConnectionSelector');
