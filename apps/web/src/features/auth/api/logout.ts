import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/shared/api/api-client';
import { clearSession } from '@/shared/session/storage';

export function logout(): Promise<void> {
  return apiRequest<void>('/auth/v1/logout', { method: 'POST' });
}

/** Whatever the server answers, the browser forgets the session and shows the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
