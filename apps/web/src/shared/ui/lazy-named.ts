import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadPageMessages } from '@/shared/i18n/i18n';

/** A lazily loaded component that can be asked to load before it first renders. */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy itself takes.
export type LazyNamed<Component extends ComponentType<any>> = LazyExoticComponent<Component> & {
  preload(): Promise<void>;
};

/**
 * React.lazy for a module's named export: the component's code is its own chunk, fetched the first time
 * it renders (pages in the route tables, dialogs and panels not every visitor needs). A Suspense
 * boundary above it shows what stands in while it loads; PageBoundary does for pages. `preload()`
 * fetches it ahead: an instance first rendered after that renders the component at once, without
 * suspending (main.tsx does this for the page opened by address).
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
): LazyNamed<Module[Name]> {
  let loaded: Module[Name] | undefined;
  let loading: Promise<{ default: Module[Name] }> | undefined;
  const fetchComponent = () => {
    loading ??= Promise.all([load(), pageMessages ? loadPageMessages() : undefined]).then(
      ([module]) => {
        loaded = module[name];
        return { default: module[name] };
      },
      (error: unknown) => {
        // A chunk that could not be fetched is asked for again by the next preload.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => {
    if (!loaded) return fetchComponent();
    // Already preloaded: a thenable that answers at once lets React.lazy render it without suspending,
    // where a resolved Promise would still answer a microtask later.
    const component = loaded;
    const answered = {
      // biome-ignore lint/suspicious/noThenProperty: React.lazy takes any thenable; this one must answer at once.
      then: (resolve: (module: { default: Module[Name] }) => void) => resolve({ default: component }),
    };
    return answered as unknown as Promise<{ default: Module[Name] }>;
  });
  return Object.assign(Lazy, { preload: () => fetchComponent().then(() => undefined) });
}
