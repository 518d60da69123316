import dayjs, { type Dayjs } from 'dayjs';

/**
 * How the rule form keeps the call's text fields while its pickers show lists and times: a list
 * joined by commas ('in_geofence,out_geofence'; '' for none), a time as 'HH:MM' ('' for none).
 */
export const textList = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? value.split(',') : [] }),
  normalize: (values: readonly string[] | undefined) => (values ?? []).join(','),
};

export const idList = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value ? value.split(',').map(Number) : [],
  }),
  normalize: (values: readonly number[] | undefined) => (values ?? []).join(','),
};

const TIME = 'HH:mm';
export const timeOfDay = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value, TIME) : null }),
  normalize: (time: Dayjs | null) => (time ? time.format(TIME) : ''),
};
