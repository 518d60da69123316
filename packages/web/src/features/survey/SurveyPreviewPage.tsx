import { Button, Empty, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { useIdParam } from '../../components/useIdParam';
import { SurveyAnswerForm } from './SurveyAnswerForm';
import { useSurvey } from './surveyApi';
import { surveyPaths } from './surveyPaths';

/** `/survey/admin/survey-preview?id=`: the survey as a respondent sees it, without sending anything. */
export function SurveyPreviewPage() {
  const { t } = useTranslation('survey');
  const navigate = useNavigate();
  const id = useIdParam();
  const survey = useSurvey(id);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>{t('preview_title')}</PageTitle>
        <Flex gap={8}>
          {id !== null && <Button onClick={() => navigate(surveyPaths.edit(id))}>{t('action.edit')}</Button>}
          <Button onClick={() => navigate(surveyPaths.list)}>{t('action.back')}</Button>
        </Flex>
      </Flex>
      {id === null && <Empty description={t('preview_none')} />}
      {survey.error && <ErrorMessage error={toApiError(survey.error)} />}
      {id !== null && !survey.data && !survey.error && <Spin />}
      {survey.data && <SurveyAnswerForm survey={survey.data} />}
    </Flex>
  );
}
