import { checkGuard, ROUTES } from '@armada/domain';
import { useAuth } from '../auth/useAuth';
import type { MayOpen } from './notificationView';

/** Whether the signed-in viewer passes a screen's route guard (the menu's test, at any width). */
export function useMayOpen(): MayOpen {
  const { viewer } = useAuth();
  return (path) => {
    const route = ROUTES.find((candidate) => candidate.path === path);
    return route !== undefined && checkGuard(route.guard, viewer, Number.POSITIVE_INFINITY).allow;
  };
}
