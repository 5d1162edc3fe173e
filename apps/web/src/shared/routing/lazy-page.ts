import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page loaded as its own chunk the first time its route renders. The route table keeps only the
 * import, so no page's code is in the entry bundle; the layout's PageBoundary shows a spinner while
 * it loads and the error page when the chunk cannot be fetched.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
