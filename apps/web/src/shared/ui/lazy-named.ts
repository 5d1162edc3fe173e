import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a module's named export: the component's code is its own chunk, fetched the first time
 * it renders (pages in the route tables, dialogs and panels not every visitor needs). A Suspense
 * boundary above it shows what stands in while it loads; PageBoundary does for pages.
 */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, the bound React.lazy itself uses.
export function lazyNamed<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
