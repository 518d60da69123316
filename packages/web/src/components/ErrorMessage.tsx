import { Alert } from 'antd';
import type { ApiError } from '../api/ApiError';
import { useErrorText } from './useErrorText';

export type ErrorMessageProps = { error: ApiError | string | null | undefined };

export function ErrorMessage({ error }: ErrorMessageProps) {
  const errorText = useErrorText();
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" data-testid="error-message" title={errorText(error)} />;
}
