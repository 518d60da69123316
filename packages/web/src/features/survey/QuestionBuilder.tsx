import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { questionTypeName, SURVEY_MAX_QUESTIONS, type Question, type SurveyView } from '@armada/domain';
import { QuestionModal } from './QuestionModal';
import { useDeleteQuestion, useSaveQuestion } from './surveyApi';
import { useSurveyFeedback } from './useSurveyFeedback';

const SMALL = 'small';
const LINK = 'link';
const TEXT = 'text';
const PRIMARY = 'primary';
const WARNING = 'warning';

/** The survey's questions in order: add, edit, delete and move up or down (edit_question's position). */
export function QuestionBuilder({ survey }: { survey: SurveyView }) {
  const { t } = useTranslation('survey');
  const [editing, setEditing] = useState<Question | null | 'new'>(null);
  const move = useSaveQuestion();
  const remove = useDeleteQuestion();
  const feedback = useSurveyFeedback();
  const locked = survey.answer_count > 0;
  const questions = survey.questions;
  const moveTo = (question: Question, position: number) =>
    move.mutate({ id: question.id, body: { position } }, { onError: (error) => feedback.failed(null, error) });

  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('question.title', { count: questions.length, max: SURVEY_MAX_QUESTIONS })}
        </Typography.Title>
        <Button
          type={PRIMARY}
          icon={<PlusOutlined />}
          disabled={locked || questions.length >= SURVEY_MAX_QUESTIONS}
          onClick={() => setEditing('new')}
        >
          {t('question.add')}
        </Button>
      </Flex>
      {locked && <Alert type={WARNING} showIcon title={t('question.locked_survey', { count: survey.answer_count })} />}
      {questions.length === 0 && <Empty description={t('question.none')} />}
      {questions.map((question, index) => (
        <Card
          key={question.id}
          size={SMALL}
          title={
            <Space wrap>
              <span>{t('question.number', { n: index + 1 })}</span>
              <Tag>{t(`type.${questionTypeName(question.question_type_id)}`)}</Tag>
              {question.required && <Tag color="blue">{t('question.required')}</Tag>}
            </Space>
          }
          extra={
            <Space size={0}>
              <Button
                size={SMALL}
                type={TEXT}
                icon={<ArrowUpOutlined />}
                aria-label={t('question.move_up')}
                disabled={index === 0 || move.isPending}
                onClick={() => moveTo(question, index)}
              />
              <Button
                size={SMALL}
                type={TEXT}
                icon={<ArrowDownOutlined />}
                aria-label={t('question.move_down')}
                disabled={index === questions.length - 1 || move.isPending}
                onClick={() => moveTo(question, index + 2)}
              />
              <Button size={SMALL} type={LINK} onClick={() => setEditing(question)}>
                {t('action.edit')}
              </Button>
              {!locked && (
                <Popconfirm
                  title={t('question.confirm_delete')}
                  okText={t('action.delete')}
                  cancelText={t('action.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove.mutate(question.id, {
                      onSuccess: feedback.success,
                      onError: (error) => feedback.failed('delete_question', error),
                    })
                  }
                >
                  <Button size={SMALL} type={LINK} danger>
                    {t('action.delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          }
        >
          <Typography.Paragraph style={{ marginBottom: question.answer.length ? 8 : 0 }}>
            {question.question}
          </Typography.Paragraph>
          {question.answer.length > 0 && (
            <Flex wrap gap={4}>
              {question.answer.map((option) => (
                <Tag key={option}>{option}</Tag>
              ))}
            </Flex>
          )}
        </Card>
      ))}
      {editing !== null && (
        <QuestionModal
          surveyId={survey.id}
          question={editing === 'new' ? null : editing}
          locked={locked}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
