import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { hasPermission, type TokenPayload } from '@armada/domain';
import { useCheckSurvey } from './surveyApi';
import { surveyPaths } from './surveyPaths';

/** Session storage: the sign-in session (gsid) whose open surveys were offered already. */
const OFFERED_KEY = 'armada.surveyOffered';
const SMALL = 'small';
const PRIMARY = 'primary';
const INFO = 'info';
const SURVEY_PROMPT_TEST_ID = 'survey-prompt';

const offeredIn = (gsid: string) => sessionStorage.getItem(OFFERED_KEY) === gsid;

/**
 * After sign-in, a user who answers surveys (add_answer) is offered the open surveys they have not
 * answered (check_survey), once per session: a notice above the screen, never in the way, linking to
 * /survey/user; closing it or following it ends the offer for the session.
 */
export function SurveyPrompt({ viewer }: { viewer: TokenPayload }) {
  const { t } = useTranslation('survey');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(() => offeredIn(viewer.gsid));
  const enabled = hasPermission(viewer, 'add_answer') && !dismissed;
  const check = useCheckSurvey(enabled);
  const open = (check.data ?? []).filter((survey) => survey.answer_status === 'not_answered');
  if (!enabled || open.length === 0 || pathname.startsWith(surveyPaths.user)) return null;

  const close = () => {
    sessionStorage.setItem(OFFERED_KEY, viewer.gsid);
    setDismissed(true);
  };
  const [first] = open;
  const target = open.length === 1 && first ? surveyPaths.answer(first.survey_id) : surveyPaths.user;
  return (
    <Alert
      type={INFO}
      showIcon
      banner
      data-testid={SURVEY_PROMPT_TEST_ID}
      title={
        open.length === 1 && first ? t('prompt.one', { title: first.title }) : t('prompt.many', { count: open.length })
      }
      action={
        <Button
          size={SMALL}
          type={PRIMARY}
          onClick={() => {
            close();
            navigate(target);
          }}
        >
          {t('prompt.open')}
        </Button>
      }
      closable={{ onClose: close, 'aria-label': t('prompt.later') }}
    />
  );
}
