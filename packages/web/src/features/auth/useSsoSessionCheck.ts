import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { checkSsoSession } from '../../api/sso';
import { goTo } from '../../session/navigation';
import { getAuth } from '../../session/authStore';
import { currentPath, rememberRedirect } from '../../session/redirectStorage';

/** Screens on which the gsid cookie is verified again (spec document 1 section 4). */
const VERIFIED_PATHS: readonly string[] = ['/dashboard', '/maps'];

export function useSsoSessionCheck(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (!VERIFIED_PATHS.includes(pathname) || !getAuth().token) return;
    let active = true;
    checkSsoSession().catch(() => {
      if (!active) return;
      rememberRedirect(currentPath());
      goTo('/logout', true);
    });
    return () => {
      active = false;
    };
  }, [pathname]);
}
