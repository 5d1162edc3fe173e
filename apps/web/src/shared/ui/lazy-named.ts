import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadPageMessages } from '@/shared/i18n/i18n';

/**
 * React.lazy for a module's named export: the component's code is its own chunk, fetched the first time
 * it renders (pages in the route tables, dialogs and panels not every visitor needs). A Suspense
 * boundary above it shows what stands in while it loads; PageBoundary does for pages.
 *
 * The pages' strings (shared/i18n/en-pages.ts) are fetched alongside and in the catalogue before the
 * component renders. Only what draws on the first paint's strings alone says `pageMessages: false`
 * (the landing, the carousel's engine), so the first paint does not wait for them.
 */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, the bound React.lazy itself uses.
export function lazyNamed<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  { pageMessages = true }: { pageMessages?: boolean } = {},
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), pageMessages ? loadPageMessages() : undefined]);
    return { default: module[name] };
  });
}
