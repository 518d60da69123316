import { App } from 'antd';
import { toApiError } from '../../api/ApiError';
import { useErrorText } from '../useErrorText';

/** Toasts for a row action: the success text, or the error in the user's language. */
export function useRowFeedback() {
  const { message } = App.useApp();
  const errorText = useErrorText();
  return (done: string) => ({
    onSuccess: () => void message.success(done),
    onError: (error: Error) => void message.error(errorText(toApiError(error))),
  });
}
