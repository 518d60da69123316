import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CALL_CENTER_NOTE_MAX } from '@armada/domain';

/** The required note of a call-centre action (the user's consent, a move's reason, an incident's step). */
export function NoteField({ name = 'note', label }: { name?: string; label: string }) {
  const { t } = useTranslation('callCenter');
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, whitespace: true, message: t('note.required') }, { max: CALL_CENTER_NOTE_MAX }]}
    >
      <Input.TextArea rows={2} maxLength={CALL_CENTER_NOTE_MAX} showCount />
    </Form.Item>
  );
}
