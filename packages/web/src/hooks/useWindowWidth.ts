import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@armada/domain';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const getWidth = () => window.innerWidth;

export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, () => MOBILE_BREAKPOINT_PX);
}

export function useIsMobile(): boolean {
  return useWindowWidth() < MOBILE_BREAKPOINT_PX;
}
