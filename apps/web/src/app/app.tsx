import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/shared/api/unauthorized';
import { RootBoundary } from './layouts/page-boundary';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** An expired session goes to the login page without a full reload, and leaves no cached data behind. */
function UnauthorizedRedirect({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        queryClient.clear();
        void navigate('/login', { replace: true });
      }),
    [queryClient, navigate],
  );
  return null;
}

export interface AppProps {
  queryClient: QueryClient;
  /** The browser's history; a server render (entry-server.tsx) gives its request's address instead. */
  Router?: ComponentType<{ children: ReactNode }>;
}

export function App({ queryClient, Router = BrowserRouter }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <Router>
        <UnauthorizedRedirect queryClient={queryClient} />
        <RootBoundary>
          <AppRoutes />
        </RootBoundary>
      </Router>
    </AppProvider>
  );
}
