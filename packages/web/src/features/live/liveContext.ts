import { createContext } from 'react';
import type { LiveHub } from './liveHub';

/** The signed-in tab's live hub; null where no socket is open. */
export const LiveContext = createContext<LiveHub | null>(null);
