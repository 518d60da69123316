import type { FormProps } from 'antd';
import { requiredMark } from './form/requiredMark';

/*
 * Attribute values that are not UI text. The literal-string lint rule checks every string inside
 * JSX, so these live here and components reference them.
 */
export const TEST_IDS = {
  pageTitle: 'page-title',
  helpLink: 'help-link',
  errorMessage: 'error-message',
  successMessage: 'success-message',
  passwordHints: 'password-hints',
  classicNotice: 'classic-notice',
  appVersion: 'app-version',
} as const;

/** Forms lay their labels above the fields and mark the required ones. */
export const VERTICAL_FORM = { layout: 'vertical', requiredMark } as const satisfies FormProps;

export const SUBMIT = 'submit';

export const AUTOCOMPLETE = {
  newPassword: 'new-password',
  currentPassword: 'current-password',
  username: 'username',
  name: 'name',
  email: 'email',
  tel: 'tel',
} as const;

export const ROLE = { alert: 'alert', status: 'status' } as const;
