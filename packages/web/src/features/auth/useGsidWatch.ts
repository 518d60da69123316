import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { goTo } from '../../session/navigation';
import { getAuth } from '../../session/authStore';
import { endLocalSession } from './sessionCleanup';

/**
 * A gsid in the URL that differs from the stored global session means another session took over:
 * this one ends locally and the user signs in again. The sign-in return (with ssoToken) is exempt.
 */
export function useGsidWatch(): void {
  const { search } = useLocation();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const gsid = params.get('gsid');
    const stored = getAuth().globalSessionID;
    if (!gsid || params.has('ssoToken') || !stored || gsid === stored) return;
    endLocalSession();
    goTo('/login', true);
  }, [search]);
}
