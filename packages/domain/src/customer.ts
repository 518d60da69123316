/**
 * Customer rules of spec document 1 sections 3 and 5: how the customer list masks the super admin's
 * username, phone and e-mail, how it shows a customer without a name or contact, and the NPWP
 * (Indonesian tax number) format. The masking pattern is ours (docs/decisions.md).
 */

export const MASK = '*';

/** What an empty value shows as in the customer list. */
export const NO_DISPLAY_VALUE = '-';

const MIN_HIDDEN = 3;
const stars = (n: number) => MASK.repeat(Math.max(1, n));

/**
 * Keeps `start` characters in front and `end` at the back and stars the rest, one star per hidden
 * character; a text too short to hide at least three characters that way keeps only its first.
 */
export function maskMiddle(text: string, start: number, end: number): string {
  const chars = Array.from(text);
  if (chars.length === 0) return '';
  if (chars.length === 1) return MASK;
  if (chars.length - start - end < MIN_HIDDEN) return `${chars[0] ?? ''}${stars(chars.length - 1)}`;
  return `${chars.slice(0, start).join('')}${stars(chars.length - start - end)}${chars.slice(chars.length - end).join('')}`;
}

/** 'budi.santoso' → 'bu*********o'; a username that is an e-mail is masked as one. */
export function maskUsername(username: string): string {
  const text = username.trim();
  return text.lastIndexOf('@') > 0 ? maskEmail(text) : maskMiddle(text, 2, 1);
}

/** '081234567890' → '0812*****890': the operator prefix and the last three digits stay readable. */
export const maskPhone = (phone: string): string => maskMiddle(phone.trim(), 4, 3);

/** 'agus.wijaya@demo.id' → 'ag********a@demo.id': the mailbox is masked, the domain kept. */
export function maskEmail(email: string): string {
  const text = email.trim();
  const at = text.lastIndexOf('@');
  if (at <= 0) return maskMiddle(text, 2, 1);
  return `${maskMiddle(text.slice(0, at), 2, 1)}${text.slice(at)}`;
}

/** A masked value, or null when there is none (the list shows '-'). */
export const maskedOrNull = (value: string | null | undefined, mask: (text: string) => string): string | null =>
  value == null || value.trim() === '' ? null : mask(value);

/**
 * The customer list's name: a customer with an empty name shows as 'null(index)', the index being
 * the row's 1-based position in the whole list so it stays unique across pages.
 */
export function customerDisplayName(name: string | null | undefined, index: number): string {
  return name != null && name.trim() !== '' ? name : `null(${index})`;
}

/** A null (or empty) contact_name shows as '-'. */
export function contactDisplay(contact: string | null | undefined): string {
  return contact != null && contact.trim() !== '' ? contact : NO_DISPLAY_VALUE;
}

/**
 * NPWP: the 15-digit number, plain or written 99.999.999.9-999.999, or the 16-digit number (NIK
 * based, since 2024) in plain digits.
 */
export const NPWP_PATTERN = '^(?:[0-9]{2}\\.?[0-9]{3}\\.?[0-9]{3}\\.?[0-9]-?[0-9]{3}\\.?[0-9]{3}|[0-9]{16})$';
const NPWP = new RegExp(NPWP_PATTERN);

export const isNpwp = (text: string): boolean => NPWP.test(text.trim());

/** The digits of an NPWP as stored. */
export const npwpDigits = (text: string): string => text.replace(/\D/g, '');

/** 15 digits as 99.999.999.9-999.999; 16 digits stay plain; anything else as given. */
export function formatNpwp(value: string | null | undefined): string {
  if (value == null || value === '') return NO_DISPLAY_VALUE;
  const d = npwpDigits(value);
  if (d.length !== 15) return d.length === 16 ? d : value;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}.${d.slice(8, 9)}-${d.slice(9, 12)}.${d.slice(12)}`;
}

/** Indonesian post codes: five digits, the first not zero. */
export const POST_CODE_PATTERN = '^[1-9][0-9]{4}$';

/**
 * The first two digits a province's post codes start with (Pos Indonesia's zones). The shipped area
 * data (idn-area-data) holds no post codes, so a post code is checked against the province, not the
 * sub-district; neighbouring zones are allowed where provinces were split (Banten, Gorontalo,
 * Sulawesi Barat, Kalimantan Utara, Maluku Utara, the Papuas).
 */
const POST_CODE_ZONES: Readonly<Record<string, readonly string[]>> = {
  '11': ['23', '24'],
  '12': ['20', '21', '22'],
  '13': ['25', '26', '27'],
  '14': ['28', '29'],
  '15': ['36', '37'],
  '16': ['30', '31', '32'],
  '17': ['38', '39'],
  '18': ['34', '35'],
  '19': ['33'],
  '21': ['29'],
  '31': ['10', '11', '12', '13', '14'],
  '32': ['16', '17', '40', '41', '43', '44', '45', '46'],
  '33': ['50', '51', '52', '53', '54', '56', '57', '58', '59'],
  '34': ['55'],
  '35': ['60', '61', '62', '63', '64', '65', '66', '67', '68', '69'],
  '36': ['15', '42'],
  '51': ['80', '81', '82'],
  '52': ['83', '84'],
  '53': ['85', '86', '87'],
  '61': ['78', '79'],
  '62': ['73', '74'],
  '63': ['70', '71', '72'],
  '64': ['75', '76', '77'],
  '65': ['77'],
  '71': ['95', '96'],
  '72': ['94'],
  '73': ['90', '91', '92'],
  '74': ['93'],
  '75': ['96'],
  '76': ['91'],
  '81': ['97'],
  '82': ['97'],
  '91': ['98', '99'],
  '92': ['98'],
  '93': ['99'],
  '94': ['98', '99'],
  '95': ['99'],
  '96': ['98'],
};

/** Whether a post code can belong to the province (true for a province the table does not know). */
export function postCodeFitsProvince(postCode: string, provinceId: string): boolean {
  const zones = POST_CODE_ZONES[provinceId];
  return zones === undefined || zones.includes(postCode.slice(0, 2));
}

/** A mobile number: 08…, 628… or +628…, 10 to 15 digits in all. */
export const MOBILE_PHONE_PATTERN = '^(?:\\+62|62|0)8[0-9]{7,12}$';

/** Business sectors a customer works in (the spec names the field, not its options). */
export const BUSINESS_SECTORS = [
  'logistics',
  'construction',
  'mining',
  'plantation',
  'agriculture',
  'manufacturing',
  'distribution',
  'oil_gas',
  'government',
  'other',
] as const;
export type BusinessSector = (typeof BUSINESS_SECTORS)[number];

/** Legal forms of Indonesian businesses. */
export const BUSINESS_TYPES = ['pt', 'cv', 'ud', 'koperasi', 'bumn', 'individual', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The super admin's account status, as users.isactive: 1 active, 2 waiting for the mailed link, 0 off. */
export const USER_STATUSES = [1, 2, 0] as const;
