import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { createConsoleRouter } from './router';

const queryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) is an answer; only a network failure or a 5xx is worth one more try.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });

export function App() {
  const [client] = useState(queryClient);
  const [router] = useState(createConsoleRouter);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
