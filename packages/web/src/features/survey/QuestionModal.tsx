import { Button, Form, Input, Modal, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  isChoiceType,
  QUESTION_TYPE_IDS,
  questionTypeName,
  SURVEY_MAX_OPTIONS,
  SURVEY_MIN_OPTIONS,
  SURVEY_OPTION_MAX_LENGTH,
  type Question,
} from '@armada/domain';
import { VERTICAL_FORM } from '../../components/ui';
import { useSaveQuestion } from './surveyApi';
import { useSurveyFeedback } from './useSurveyFeedback';

type Values = { question_type_id: number; question: string; required: boolean; options: string[] };

const DASHED = 'dashed';
const TEXT = 'text';

export type QuestionModalProps = {
  surveyId: number;
  /** The question edited; null to add one. */
  question: Question | null;
  /** Whether the survey has answers: type, options and required are then fixed. */
  locked: boolean;
  onClose: () => void;
};

/** Adds or edits one question: its type (single, multiple, text, rating), text, options and whether it is required. */
export function QuestionModal({ surveyId, question, locked, onClose }: QuestionModalProps) {
  const { t } = useTranslation('survey');
  const [form] = Form.useForm<Values>();
  const save = useSaveQuestion();
  const feedback = useSurveyFeedback();
  const typeId = Form.useWatch('question_type_id', form) ?? question?.question_type_id ?? 1;
  const initial: Values = question
    ? {
        question_type_id: question.question_type_id,
        question: question.question,
        required: question.required,
        options: question.answer,
      }
    : { question_type_id: 1, question: '', required: true, options: ['', ''] };

  const submit = (values: Values) => {
    const options = isChoiceType(values.question_type_id) ? values.options.map((o) => o.trim()).filter(Boolean) : [];
    const body = {
      question: values.question,
      ...(locked
        ? {}
        : { question_type_id: values.question_type_id, required: values.required, answer: options.join('\n') }),
    };
    save.mutate(
      { id: question?.id ?? null, body: question ? body : { ...body, survey_id: surveyId } },
      {
        onSuccess: () => {
          feedback.success();
          onClose();
        },
        onError: (error) => feedback.failed(question ? null : 'add_question', error),
      },
    );
  };

  return (
    <Modal
      open
      title={question ? t('question.edit') : t('question.add')}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Values> form={form} {...VERTICAL_FORM} initialValues={initial} onFinish={submit}>
        <Form.Item name="question_type_id" label={t('question.type')}>
          <Select
            disabled={locked}
            options={QUESTION_TYPE_IDS.map((id) => ({ value: id, label: t(`type.${questionTypeName(id)}`) }))}
          />
        </Form.Item>
        <Form.Item name="question" label={t('question.text')} rules={[{ required: true, whitespace: true, max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
        </Form.Item>
        <Form.Item name="required" label={t('question.required')} valuePropName="checked">
          <Switch disabled={locked} />
        </Form.Item>
        {isChoiceType(typeId) && (
          <Form.List
            name="options"
            rules={[
              {
                validator: async (_, options: string[] | undefined) => {
                  const filled = (options ?? []).map((o) => o.trim()).filter(Boolean);
                  if (filled.length < SURVEY_MIN_OPTIONS || new Set(filled).size !== filled.length)
                    throw new Error(t('question.options_rule'));
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label={t('question.options')} extra={locked ? t('question.locked') : undefined}>
                {fields.map((field, index) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item
                      name={field.name}
                      rules={[{ max: SURVEY_OPTION_MAX_LENGTH }]}
                      style={{ marginBottom: 8, flex: 1, minWidth: 220 }}
                    >
                      <Input
                        disabled={locked}
                        placeholder={t('question.option', { n: index + 1 })}
                        aria-label={t('question.option', { n: index + 1 })}
                        maxLength={SURVEY_OPTION_MAX_LENGTH}
                      />
                    </Form.Item>
                    {!locked && fields.length > SURVEY_MIN_OPTIONS && (
                      <Button
                        type={TEXT}
                        icon={<DeleteOutlined />}
                        aria-label={t('question.remove_option')}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Space>
                ))}
                {!locked && fields.length < SURVEY_MAX_OPTIONS && (
                  <Button type={DASHED} icon={<PlusOutlined />} onClick={() => add('')}>
                    {t('question.add_option')}
                  </Button>
                )}
                <Form.ErrorList errors={errors} />
              </Form.Item>
            )}
          </Form.List>
        )}
      </Form>
    </Modal>
  );
}
