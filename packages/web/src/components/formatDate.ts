import dayjs from 'dayjs';

/** The spec's date format (DD MMM YYYY) with the time; '-' when there is no date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD MMM YYYY HH:mm') : '-';
}
