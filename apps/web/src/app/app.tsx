import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/shared/api/unauthorized';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  // An expired session goes to the login page without a full reload, and leaves no cached data behind.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        queryClient.clear();
        void router.navigate('/login', { replace: true });
      }),
    [queryClient, router],
  );

  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
