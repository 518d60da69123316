import { Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { QuestionBuilder } from './QuestionBuilder';
import { useSurvey } from './surveyApi';
import { SurveyForm } from './SurveyForm';
import { surveyPaths } from './surveyPaths';

const idOf = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/**
 * `/survey/admin/survey-create` and `/survey/admin/survey-edit/:id`: the survey's fields and audience,
 * then its questions (a new survey gets its questions once saved, on its edit page).
 */
export function SurveyEditorPage() {
  const { t } = useTranslation('survey');
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const survey = useSurvey(id);
  const header = (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <PageTitle>{id === null ? t('create_title') : t('edit_title')}</PageTitle>
      <Flex gap={8}>
        {id !== null && <Button onClick={() => navigate(surveyPaths.preview(id))}>{t('action.preview')}</Button>}
        <Button onClick={() => navigate(surveyPaths.list)}>{t('action.back')}</Button>
      </Flex>
    </Flex>
  );
  if (id === null)
    return (
      <>
        {header}
        <SurveyForm onSaved={(saved) => navigate(surveyPaths.edit(saved), { replace: true })} />
      </>
    );
  if (survey.error) return <ErrorMessage error={toApiError(survey.error)} />;
  if (!survey.data) return <Spin />;
  return (
    <Flex vertical gap={24}>
      {header}
      <SurveyForm key={survey.data.id} survey={survey.data} onSaved={() => undefined} />
      <QuestionBuilder survey={survey.data} />
    </Flex>
  );
}
