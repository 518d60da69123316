import { useEffect, useSyncExternalStore } from 'react';
import { useProfile } from '../../api/user';
import { displayPrefsVersion, setDisplayPrefs, subscribeDisplayPrefs } from '../../session/displayPrefs';

/**
 * Keeps the formatters on the person's profile choice (time zone, number style) and answers a number
 * that changes with it: the frame keys its content by it, so every screen draws again in the new zone.
 */
export function useDisplayPrefs(signedIn: boolean): number {
  const profile = useProfile(signedIn).data;
  useEffect(() => {
    if (profile) setDisplayPrefs(profile.user_id, { timeZone: profile.time_zone, numberStyle: profile.number_style });
  }, [profile]);
  return useSyncExternalStore(subscribeDisplayPrefs, displayPrefsVersion);
}
