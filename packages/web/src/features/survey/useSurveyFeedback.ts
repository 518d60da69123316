import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { SURVEY_TOASTS } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { useErrorText } from '../../components/useErrorText';

export type SurveyFailure = Exclude<keyof typeof SURVEY_TOASTS, 'success' | 'deleted'>;

/**
 * The spec's survey toasts (document 2 section 8): 'Success', 'Survey has been deleted', and a call's
 * failure ('Failed to add question', ...) followed by the reason in the user's language.
 */
export function useSurveyFeedback() {
  const { t } = useTranslation('errors');
  const { message } = App.useApp();
  const errorText = useErrorText();
  return {
    success: () => void message.success(t(SURVEY_TOASTS.success)),
    deleted: () => void message.success(t(SURVEY_TOASTS.deleted)),
    failed: (call: SurveyFailure | null, error: unknown) => {
      const reason = errorText(toApiError(error));
      void message.error(call ? `${t(SURVEY_TOASTS[call])}: ${reason}` : reason);
    },
  };
}
