import { Alert, Button, Card, Checkbox, Flex, Form, Input, Radio, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, SURVEY_TEXT_MAX_LENGTH, type AnswerItem, type Question } from '@armada/domain';
import { formatDateTime } from '../../components/formatDate';
import { SUBMIT, VERTICAL_FORM } from '../../components/ui';

type Values = Record<string, string | string[] | number | undefined>;

export type AnswerableSurvey = { title: string; description: string; end_time: string; questions: readonly Question[] };

const fieldOf = (question: Question) => `q${question.id}`;
const PRIMARY = 'primary';
const INFO = 'info';

/** The form's values as add_answer's answers: chosen options, a rating as '1'-'5', a text. */
export function answersOf(questions: readonly Question[], values: Values): AnswerItem[] {
  return questions.flatMap((question): AnswerItem[] => {
    const value = values[fieldOf(question)];
    if (value === undefined || value === '' || value === 0) return [];
    if (question.question_type_id === QUESTION_TYPES.text)
      return String(value).trim() ? [{ question_id: question.id, answer_text: String(value).trim() }] : [];
    const chosen = Array.isArray(value) ? value : [String(value)];
    return chosen.length ? [{ question_id: question.id, answer: chosen }] : [];
  });
}

/** Form.Item hands its child the value and onChange: passed on to the input of the question's type. */
type InputProps = { value?: never; onChange?: never };

function QuestionInput({ question, ...field }: { question: Question } & InputProps) {
  const { t } = useTranslation('survey');
  switch (question.question_type_id) {
    case QUESTION_TYPES.single:
      return (
        <Radio.Group {...field}>
          <Flex vertical gap={6}>
            {question.answer.map((option) => (
              <Radio key={option} value={option}>
                {option}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      );
    case QUESTION_TYPES.multiple:
      return (
        <Checkbox.Group {...field}>
          <Flex vertical gap={6}>
            {question.answer.map((option) => (
              <Checkbox key={option} value={option}>
                {option}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      );
    case QUESTION_TYPES.rating:
      return <Rate {...field} aria-label={t('type.rating')} />;
    default:
      return (
        <Input.TextArea
          {...field}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={SURVEY_TEXT_MAX_LENGTH}
          placeholder={t('answer.text_placeholder')}
        />
      );
  }
}

export type SurveyAnswerFormProps = {
  survey: AnswerableSurvey;
  /** Absent in a preview: the form is shown as a respondent sees it, without a way to send it. */
  onSend?: (answers: AnswerItem[]) => void;
  sending?: boolean;
};

/** A survey as its respondents see it: each question with its input, required ones marked. */
export function SurveyAnswerForm({ survey, onSend, sending }: SurveyAnswerFormProps) {
  const { t } = useTranslation('survey');
  const [form] = Form.useForm<Values>();
  const submit = (values: Values) => {
    // A rating's stars are a number: sent as its text.
    const normalised = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
    );
    onSend?.(answersOf(survey.questions, normalised));
  };
  return (
    <Card style={{ maxWidth: 760 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {survey.title}
      </Typography.Title>
      {survey.description && <Typography.Paragraph>{survey.description}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">
        {t('answer.until', { end: formatDateTime(survey.end_time) })}
      </Typography.Paragraph>
      {!onSend && <Alert type={INFO} showIcon title={t('preview_notice')} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} {...VERTICAL_FORM} onFinish={submit} scrollToFirstError>
        {survey.questions.map((question, index) => (
          <Form.Item
            key={question.id}
            name={fieldOf(question)}
            label={t('answer.label', { n: index + 1, question: question.question })}
            rules={
              question.required
                ? [
                    {
                      required: true,
                      message: t('answer.required'),
                      ...(question.question_type_id === QUESTION_TYPES.text ? { whitespace: true } : {}),
                    },
                  ]
                : []
            }
          >
            <QuestionInput question={question} />
          </Form.Item>
        ))}
        {onSend && (
          <Button type={PRIMARY} htmlType={SUBMIT} loading={sending}>
            {t('answer.send')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
