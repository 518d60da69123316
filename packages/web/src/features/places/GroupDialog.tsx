import { App, ColorPicker, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLACE_NAME_MAX, type GeoGroup } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { VERTICAL_FORM } from '../../components/ui';
import { useErrorText } from '../../components/useErrorText';

export type GroupDialogProps = {
  /** The group to rename, or 'new' for a new one. */
  group: GeoGroup | 'new';
  onSave: (id: number | null, body: { name: string; color: string }) => Promise<unknown>;
  onClose: () => void;
};

type Values = { name: string; color: string | { toHexString: () => string } };

const DEFAULT_COLOR = '#1677ff';

/** A location group's name and colour. */
export function GroupDialog({ group, onSave, onClose }: GroupDialogProps) {
  const { t } = useTranslation('places');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const existing = group === 'new' ? null : group;

  const submit = async (values: Values) => {
    const color = typeof values.color === 'string' ? values.color : values.color.toHexString();
    try {
      await onSave(existing?.id ?? null, { name: values.name, color });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      void message.error(errorText(toApiError(error)));
    }
  };

  return (
    <Modal
      open
      title={existing ? t('group.edit') : t('group.new')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="location-group"
        {...VERTICAL_FORM}
        initialValues={{ name: existing?.name ?? '', color: existing?.color ?? DEFAULT_COLOR }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('group.name')}
          rules={[{ required: true, whitespace: true, message: te('location_group_name_required') }]}
        >
          <Input maxLength={PLACE_NAME_MAX} autoFocus />
        </Form.Item>
        <Form.Item name="color" label={t('group.color')}>
          <ColorPicker disabledAlpha format="hex" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
