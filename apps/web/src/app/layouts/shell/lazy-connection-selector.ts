import { lazyNamed } from '@/shared/ui/lazy-named';

/** Radix Select and its positioning library are only needed by subscribers, on the pages that show it. */
export const LazyConnectionSelector = lazyNamed(() => import('./connection-selector'), 'ConnectionSelector');
