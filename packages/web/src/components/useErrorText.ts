import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@armada/domain';
import { isMessageCode, type ApiError } from '../api/ApiError';

function minutesOf(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null || !('retry_after_seconds' in result)) return undefined;
  const seconds = Number(result.retry_after_seconds);
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : undefined;
}

/** Text and number fields of an error's result, for the message's placeholders ({keys}, {count}). */
function valuesOf(result: unknown): Record<string, string | number> {
  if (typeof result !== 'object' || result === null) return {};
  return Object.fromEntries(
    Object.entries(result).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
  ) as Record<string, string | number>;
}

/** The text for an error code in the user's language, the server's English text as the fallback. */
export function useErrorText(): (error: ApiError | string) => string {
  const { t } = useTranslation('errors');
  return (error) => {
    const code = typeof error === 'string' ? error : error.code;
    const english = isMessageCode(code) ? MESSAGES[code] : MESSAGES.server_error;
    const fallback = typeof error === 'string' ? english : error.message || english;
    const minutes = typeof error === 'string' ? undefined : minutesOf(error.result);
    const values = typeof error === 'string' ? {} : valuesOf(error.result);
    return t(code, { ...values, defaultValue: fallback, minutes: minutes ?? '' });
  };
}
