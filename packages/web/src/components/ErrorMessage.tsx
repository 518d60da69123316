import { Alert } from 'antd';
import type { ApiError } from '../api/ApiError';
import { useErrorText } from './useErrorText';
import { ROLE, TEST_IDS } from './ui';

export type ErrorMessageProps = { error: ApiError | string | null | undefined };

export function ErrorMessage({ error }: ErrorMessageProps) {
  const errorText = useErrorText();
  if (!error) return null;
  return <Alert type="error" showIcon role={ROLE.alert} data-testid={TEST_IDS.errorMessage} title={errorText(error)} />;
}
