import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@armada/domain';
import { isMessageCode, type ApiError } from '../api/ApiError';

function minutesOf(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null || !('retry_after_seconds' in result)) return undefined;
  const seconds = Number(result.retry_after_seconds);
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : undefined;
}

/** The text for an error code in the user's language, the server's English text as the fallback. */
export function useErrorText(): (error: ApiError | string) => string {
  const { t } = useTranslation('errors');
  return (error) => {
    const code = typeof error === 'string' ? error : error.code;
    const english = isMessageCode(code) ? MESSAGES[code] : MESSAGES.server_error;
    const fallback = typeof error === 'string' ? english : error.message || english;
    const minutes = typeof error === 'string' ? undefined : minutesOf(error.result);
    return t(code, { defaultValue: fallback, minutes: minutes ?? '' });
  };
}
