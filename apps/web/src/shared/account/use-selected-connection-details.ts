import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session';
import { clearSession } from '@/shared/session/storage';
import { connectionDetailsQueryOptions } from './api/get-connection-details';

/**
 * The selected connection's details. The spec ends the session when they cannot be read: every
 * connection-scoped screen depends on them, so there is nothing useful left to show.
 */
export function useSelectedConnectionDetails() {
  const { connection } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({
    ...connectionDetailsQueryOptions(connection?.id ?? ''),
    enabled: Boolean(connection),
  });

  useEffect(() => {
    if (!query.isError) return;
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [query.isError, queryClient, navigate]);

  return query;
}
