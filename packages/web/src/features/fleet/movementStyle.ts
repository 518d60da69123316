import type { Movement } from '@armada/domain';

/** One colour per movement, shared by the map markers and the list tags. */
export const MOVEMENT_COLORS: Readonly<Record<Movement, string>> = {
  moving: '#2e9e44',
  idling: '#f0a500',
  off: '#7a7f87',
  notupdate: '#5b3f8c',
  inactive: '#c8ccd2',
};

export const ABNORMAL_OUTLINE = '#e02424';
export const NORMAL_OUTLINE = '#ffffff';

/** Text on a movement colour: dark where the colour is light. */
export const MOVEMENT_TEXT_COLORS: Readonly<Record<Movement, string>> = {
  moving: '#ffffff',
  idling: 'rgba(0, 0, 0, 0.88)',
  off: '#ffffff',
  notupdate: '#ffffff',
  inactive: 'rgba(0, 0, 0, 0.88)',
};
