import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <UnauthorizedRedirect queryClient={queryClient} />
        <RootBoundary>
          <AppRoutes />
        </RootBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
