/** Business constants of the spec (document 1 section 9, document 2 section 9). */
export const APP_VERSION = '3.27.8';
export const APP_ID = 'runner';
export const MOBILE_BREAKPOINT_PX = 768;
export const PASSWORD_MIN_LENGTH = 8;
export const SUCCESS_RESPONSE = 200;
export const POLICY_NOT_ACCEPTED_CODE = 2;
export const NOT_ACTIVE_CODE = 2;
export const DEFAULT_PAGE_SIZE = 10;
export const GENERIC_LIST_LIMIT = 50000;
export const NOT_UPDATED_AFTER_DAYS = 2;
export const DOWNLOAD_EXPIRES_AFTER_DAYS = 2;
export const SEARCH_DEBOUNCE_MS = 1500;
export const CLASSIC_VERSION_CUTOVER = '2024-12';
