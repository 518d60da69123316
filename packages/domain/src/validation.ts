/** E-mail: non-space text, an at sign, non-space text, a dot, non-space text (also a schema pattern). */
export const EMAIL_PATTERN = '^\\S+@\\S+\\.\\S+$';
const EMAIL = new RegExp(EMAIL_PATTERN);

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Notification e-mails may be several, separated by commas. */
export function isEmailList(value: string): boolean {
  const parts = value.split(',').map((part) => part.trim());
  return parts.length > 0 && parts.every(isEmail);
}

/** The numeric key filter: only digits and the dot get through. */
export function isNumericKey(key: string): boolean {
  return /^[0-9.]$/.test(key);
}

export function filterNumeric(value: string): string {
  return value.replace(/[^0-9.]/g, '');
}

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
