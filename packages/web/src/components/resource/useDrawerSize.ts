import { useIsMobile } from '../../hooks/useWindowWidth';

const FULL_WIDTH = '100%';

/** A side panel's width: `desktop` pixels, the whole screen on a phone. */
export function useDrawerSize(desktop: number): number | string {
  return useIsMobile() ? FULL_WIDTH : desktop;
}
