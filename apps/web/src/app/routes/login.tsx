import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { readSession } from '@/shared/session/session';

export function LoginRoute() {
  const navigate = useNavigate();
  // Read once on arrival: a login in progress stores its token before the connections have loaded,
  // and the move to '/' has to wait for those.
  const [arrivedLoggedIn] = useState(() => readSession().loggedIn);
  if (arrivedLoggedIn) return <Navigate to="/" replace />;
  return <LoginPage onSuccess={() => void navigate('/', { replace: true })} />;
}
