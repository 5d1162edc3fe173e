import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';

/** A stand-in page that names the path it was reached on, so tests can see where navigation went. */
export function RoutedTo() {
  const { pathname } = useLocation();
  return <p>{`Routed to ${pathname}`}</p>;
}

/** Where the memory router is now, and a way to move it, for tests to read and drive. */
export interface TestRouter {
  readonly location: Location;
  navigate(to: string): Promise<void>;
}

function Routes({
  routes,
  onChange,
}: {
  routes: RouteObject[];
  onChange: (at: Location, go: NavigateFunction) => void;
}) {
  onChange(useLocation(), useNavigate());
  return useRoutes(routes);
}

/** Renders `element` inside a memory router at `path` with a fresh query client, and the router's handle. */
export function renderInRouter(
  element: (routes: ReactNode) => ReactNode,
  routes: RouteObject[],
  { path = '/' }: { path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let location: Location | null = null;
  let go: NavigateFunction | null = null;
  const router: TestRouter = {
    get location() {
      if (!location) throw new Error('the router has not rendered');
      return location;
    },
    async navigate(to) {
      const navigate = go;
      if (!navigate) throw new Error('the router has not rendered');
      await act(async () => {
        await navigate(to);
      });
    },
  };
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {element(
          <Routes
            routes={routes}
            onChange={(at, navigate) => {
              location = at;
              go = navigate;
            }}
          />,
        )}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, router, queryClient };
}

/** Renders routes in a memory router with a fresh query client (no retries, so failures show at once). */
export function renderRoutes(routes: RouteObject[], options: { path?: string } = {}) {
  return renderInRouter((matched) => matched, routes, options);
}
