import { formatDecimal, formatDistanceKm } from '@armada/domain';
import { displayNumberStyle } from '../session/displayPrefs';

/** A number in the decimal style the person chose (German 1.234,5 by default), up to `digits` decimals. */
export const decimal = (value: number | null | undefined, digits = 2): string =>
  formatDecimal(value, displayNumberStyle(), digits);

/** A distance in km, in the person's decimal style. */
export const kilometres = (value: number | null | undefined, digits = 1): string =>
  formatDistanceKm(value, displayNumberStyle(), digits);
