/** Display cuts of spec document 2 section 9, in characters before the '...'. */
export const TEXT_CUTS = {
  vehicleName: 20,
  dealerName: 14,
  dealerAddress: 24,
  gasStationName: 14,
  gasStationAddress: 24,
  location: 32,
} as const;

/** Keeps the first n characters and adds '...' when there were more; counts code points, so emoji are not split. */
export function cutText(text: string | null | undefined, n: number): string {
  if (text == null) return '';
  const chars = Array.from(text);
  return chars.length > n ? `${chars.slice(0, n).join('')}...` : text;
}

export const vehicleNameShort = (name: string | null | undefined) => cutText(name, TEXT_CUTS.vehicleName);
export const dealerNameShort = (name: string | null | undefined) => cutText(name, TEXT_CUTS.dealerName);
export const dealerAddressShort = (address: string | null | undefined) => cutText(address, TEXT_CUTS.dealerAddress);
export const gasStationName = (name: string | null | undefined) => cutText(name, TEXT_CUTS.gasStationName);
export const gasStationAddress = (alamat: string | null | undefined) => cutText(alamat, TEXT_CUTS.gasStationAddress);
export const locationShort = (location: string | null | undefined) => cutText(location, TEXT_CUTS.location);

/** Number styles: German (1.234,5, the default), Indonesian (1.234,5) or US (1,234.5). */
export const NUMBER_STYLES = ['de', 'id', 'us'] as const;
export type NumberStyle = (typeof NUMBER_STYLES)[number];

/** The number style a user has until they pick another in the profile (spec: German by default). */
export const DEFAULT_NUMBER_STYLE: NumberStyle = 'de';

/**
 * The time zones a user may read times in: Indonesia's three (WIB, WITA, WIT), Jakarta's by default.
 * Reports still split their days in the reports' zone (REPORT_TIME_ZONE); only how a time reads follows the user.
 */
export const DISPLAY_TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type DisplayTimeZone = (typeof DISPLAY_TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: DisplayTimeZone = 'Asia/Jakarta';

/** Each zone's Indonesian abbreviation, as people there name it. */
export const TIME_ZONE_ABBREVIATIONS: Readonly<Record<DisplayTimeZone, string>> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

const LOCALE_OF: Record<NumberStyle, string> = { de: 'de-DE', id: 'id-ID', us: 'en-US' };

/** What a missing or non-finite number shows as. */
export const NO_VALUE = '-';

const isNumber = (n: number | null | undefined): n is number => n != null && Number.isFinite(n);

/** Groups thousands and keeps up to `digits` decimals, dropping trailing zeros. */
export function formatDecimal(n: number | null | undefined, style: NumberStyle = 'de', digits = 2): string {
  if (!isNumber(n)) return NO_VALUE;
  return new Intl.NumberFormat(LOCALE_OF[style], { maximumFractionDigits: digits }).format(n);
}

export function formatDistanceKm(km: number | null | undefined, style: NumberStyle = 'de', digits = 1): string {
  return isNumber(km) ? `${formatDecimal(km, style, digits)} km` : NO_VALUE;
}

/** Rounded to an integer and capped at 100. */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${Math.min(100, Math.round(value))}%` : NO_VALUE;
}

export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * DD MMM YYYY, with HH:mm (24-hour) when asked. The time zone is explicit so the result does not
 * depend on the machine: UTC unless the caller passes an IANA zone such as 'Asia/Jakarta'.
 */
export function formatDate(ms: number | null | undefined, withTime = false, timeZone = 'UTC'): string {
  if (!isNumber(ms)) return NO_VALUE;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('day')} ${MONTH_ABBREVIATIONS[Number(part('month')) - 1] ?? ''} ${part('year')}`;
  return withTime ? `${date} ${part('hour')}:${part('minute')}` : date;
}
