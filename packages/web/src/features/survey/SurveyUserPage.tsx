import { Button, Card, Empty, Flex, List, Result, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WIKI_HELP, type AnswerItem, type CheckSurveyRow } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatDateTime } from '../../components/formatDate';
import { PageTitle } from '../../components/PageTitle';
import { useIdParam } from '../../components/useIdParam';
import { SurveyAnswerForm } from './SurveyAnswerForm';
import { useCheckSurvey, useSendAnswers } from './surveyApi';
import { surveyPaths } from './surveyPaths';
import { useSurveyFeedback } from './useSurveyFeedback';

const SUCCESS = 'success';
const PRIMARY = 'primary';
const LINK = 'link';

function SurveyChoice({ surveys }: { surveys: readonly CheckSurveyRow[] }) {
  const { t } = useTranslation('survey');
  const navigate = useNavigate();
  if (surveys.length === 0) return <Empty description={t('user.none')} />;
  return (
    <Card style={{ maxWidth: 760 }}>
      <List
        dataSource={[...surveys]}
        rowKey={(survey) => survey.survey_id}
        renderItem={(survey) => (
          <List.Item
            actions={[
              survey.answer_status === 'answered' ? (
                <Tag key="done" color="green">
                  {t('user.answered')}
                </Tag>
              ) : (
                <Button key="open" type={LINK} onClick={() => navigate(surveyPaths.answer(survey.survey_id))}>
                  {t('user.answer')}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              title={survey.title}
              description={t('answer.until', { end: formatDateTime(survey.end_time) })}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** `/survey/user`: the open surveys of the caller's audience (check_survey); one opened is answered with add_answer. */
export function SurveyUserPage() {
  const { t } = useTranslation('survey');
  const navigate = useNavigate();
  const id = useIdParam();
  const check = useCheckSurvey();
  const send = useSendAnswers();
  const feedback = useSurveyFeedback();
  const surveys = check.data ?? [];
  const chosen = surveys.find((survey) => survey.survey_id === id);
  const answer = (answers: AnswerItem[]) =>
    id !== null &&
    send.mutate(
      { survey_id: id, answers },
      { onSuccess: feedback.success, onError: (error) => feedback.failed('add_answer', error) },
    );

  let body;
  if (check.error) body = <ErrorMessage error={toApiError(check.error)} />;
  else if (!check.data) body = <Spin />;
  else if (send.isSuccess && id !== null && send.variables.survey_id === id)
    body = (
      <Result
        status={SUCCESS}
        title={t('user.thanks')}
        extra={
          <Button type={PRIMARY} onClick={() => navigate(surveyPaths.user)}>
            {t('user.back')}
          </Button>
        }
      />
    );
  else if (id === null) body = <SurveyChoice surveys={surveys} />;
  else if (!chosen || chosen.answer_status === 'answered')
    body = (
      <Empty description={chosen ? t('user.already') : t('user.not_open')}>
        <Button onClick={() => navigate(surveyPaths.user)}>{t('user.back')}</Button>
      </Empty>
    );
  else body = <SurveyAnswerForm survey={chosen} onSend={answer} sending={send.isPending} />;

  return (
    <Flex vertical gap={16}>
      <PageTitle help={WIKI_HELP.surveys}>{t('user.title')}</PageTitle>
      <Typography.Text type="secondary">{t('user.intro')}</Typography.Text>
      {body}
    </Flex>
  );
}
