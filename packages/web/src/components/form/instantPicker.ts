import type { Dayjs } from 'dayjs';
import { fromPickerTime, toPickerTime } from '../formatDate';

/** A form keeps an instant as ISO text; its date-time picker shows it in the person's zone. */
export const instantToPicker = (value: unknown) => ({
  value: typeof value === 'string' && value ? toPickerTime(value) : null,
});

/** The picked day and time, in the person's zone, as ISO text (`empty` when cleared). */
export const instantFromPicker =
  <E extends string | undefined>(empty: E) =>
  (time: Dayjs | null): string | E =>
    time ? fromPickerTime(time).toISOString() : empty;
