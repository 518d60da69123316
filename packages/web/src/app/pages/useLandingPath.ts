import { landingPath } from '@armada/domain';
import { useAuth } from '../../features/auth/useAuth';

export function useLandingPath(): string {
  const { viewer } = useAuth();
  return viewer ? landingPath(viewer) : '/login';
}
