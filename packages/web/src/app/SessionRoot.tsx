import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useGsidWatch } from '../features/auth/useGsidWatch';
import { useSessionWatch } from '../features/auth/useSessionWatch';
import { useSsoSessionCheck } from '../features/auth/useSsoSessionCheck';
import { registerNavigate } from '../session/navigation';
import { PageLoading } from './pages/PageLoading';

/** The root of every route: session upkeep that must run whatever the screen. */
export function SessionRoot() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((path, options) => void navigate(path, options));
    return () => registerNavigate(null);
  }, [navigate]);
  useSessionWatch();
  useGsidWatch();
  useSsoSessionCheck();

  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
