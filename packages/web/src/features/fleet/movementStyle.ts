import type { Movement } from '@armada/domain';

/**
 * One colour per movement, shared by the map markers and the list tags; dark enough that a tag's
 * white text reads at 4.5:1 (WCAG AA, checked by axe in the browser tests).
 */
export const MOVEMENT_COLORS: Readonly<Record<Movement, string>> = {
  moving: '#277a37',
  idling: '#f0a500',
  off: '#666c75',
  notupdate: '#5b3f8c',
  inactive: '#c8ccd2',
};

/**
 * The same movements on a dark surface (the wall display): the marker colours too dark to read there
 * (off, not updated) lightened to 3:1 or more for its large counts.
 */
export const MOVEMENT_COLORS_ON_DARK: Readonly<Record<Movement, string>> = {
  ...MOVEMENT_COLORS,
  off: '#c8ccd2',
  notupdate: '#b39ddb',
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
