import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CHECKPOINT_TYPE_ID,
  GEOFENCE_TYPE_IDS,
  MARKER_TYPES,
  PLACE_MAX_RADIUS_M,
  PLACE_MIN_RADIUS_M,
  PLACE_NAME_MAX,
  SITE_MARKER_TYPES,
  SITE_TYPE_ID,
  type GeofenceTypeId,
  type GeoGroup,
} from '@armada/domain';
import type { Params } from '../../api/client';
import { toApiError } from '../../api/ApiError';
import { VERTICAL_FORM } from '../../components/ui';
import { useErrorText } from '../../components/useErrorText';
import { MarkerIcon } from './MarkerIcon';
import type { ShapeFields } from './placeShapes';

/** What the dialog edits: a new place just drawn, or a stored one (its shape re-drawn or not). */
export type PlaceDraft = {
  id: number | null;
  type_id: GeofenceTypeId;
  shape: ShapeFields | null;
  storedShape: 'polygon' | 'circle';
  values: Partial<{
    name: string;
    geo_group_id: number;
    marker_type: string;
    target_time: string | null;
    address: string | null;
    radius: number | null;
  }>;
};

export type PlaceDialogProps = {
  draft: PlaceDraft;
  groups: readonly GeoGroup[];
  onSave: (id: number | null, body: Params) => Promise<unknown>;
  onEditShape?: () => void;
  onDelete?: () => Promise<unknown>;
  onClose: () => void;
};

type Values = {
  name: string;
  geo_group_id?: number;
  type_id: GeofenceTypeId;
  marker_type?: string;
  target_time?: Dayjs | null;
  address?: string;
  radius?: number;
};

const TIME = 'HH:mm';

function bodyOf(values: Values, draft: PlaceDraft): Params {
  const circle = (draft.shape?.shape ?? draft.storedShape) === 'circle';
  return {
    name: values.name,
    geo_group_id: values.geo_group_id,
    type_id: values.type_id,
    marker_type: values.marker_type,
    ...(values.type_id === CHECKPOINT_TYPE_ID ? { target_time: values.target_time?.format(TIME) } : {}),
    address: values.address ?? '',
    ...(draft.shape ? { shape: draft.shape.shape, geometry: draft.shape.geometry } : {}),
    ...(circle && values.radius !== undefined ? { radius: values.radius } : {}),
  };
}

/** A place's name, group, kind, marker, target time, radius and address; its shape comes from the map. */
export function PlaceDialog({ draft, groups, onSave, onEditShape, onDelete, onClose }: PlaceDialogProps) {
  const { t } = useTranslation('places');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const typeId = Form.useWatch('type_id', form) ?? draft.type_id;
  const circle = (draft.shape?.shape ?? draft.storedShape) === 'circle';
  const markers = typeId === SITE_TYPE_ID ? SITE_MARKER_TYPES : MARKER_TYPES;
  const { values } = draft;

  const submit = async (filled: Values) => {
    try {
      await onSave(draft.id, bodyOf(filled, draft));
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      void message.error(errorText(toApiError(error)));
    }
  };
  const remove = async () => {
    try {
      await onDelete?.();
      void message.success(t('deleted'));
      onClose();
    } catch (error) {
      void message.error(errorText(toApiError(error)));
    }
  };

  const footer = (
    <Space wrap>
      {draft.id !== null && onDelete ? (
        <Popconfirm title={t('place.delete_confirm')} okText={t('delete')} cancelText={t('cancel')} onConfirm={remove}>
          <Button danger>{t('delete')}</Button>
        </Popconfirm>
      ) : null}
      {onEditShape ? <Button onClick={onEditShape}>{t('place.edit_shape')}</Button> : null}
      <Button onClick={onClose}>{t('cancel')}</Button>
      <Button type="primary" onClick={() => form.submit()}>
        {t('save')}
      </Button>
    </Space>
  );

  return (
    <Modal
      open
      title={draft.id === null ? t('place.new') : t('place.edit')}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="place"
        {...VERTICAL_FORM}
        initialValues={{
          name: values.name ?? '',
          geo_group_id: values.geo_group_id ?? groups[0]?.id,
          type_id: draft.type_id,
          marker_type: values.marker_type,
          target_time: values.target_time ? dayjs(values.target_time, TIME) : null,
          address: values.address ?? '',
          radius: draft.shape?.radius ?? values.radius ?? undefined,
        }}
        onFinish={(filled) => void submit(filled)}
      >
        <Form.Item
          name="name"
          label={t('place.name')}
          rules={[{ required: true, whitespace: true, message: te('location_name_required') }]}
        >
          <Input maxLength={PLACE_NAME_MAX} autoFocus />
        </Form.Item>
        <Form.Item
          name="geo_group_id"
          label={t('place.group')}
          rules={[{ required: true, message: te('location_group_name_required') }]}
        >
          <Select options={groups.map((g) => ({ value: g.id, label: g.name }))} />
        </Form.Item>
        <Form.Item name="type_id" label={t('place.type')}>
          <Select options={GEOFENCE_TYPE_IDS.map((id) => ({ value: id, label: t(`type.${id}`) }))} />
        </Form.Item>
        <Form.Item
          name="marker_type"
          label={t('place.marker')}
          rules={[{ required: typeId === SITE_TYPE_ID, message: te('marker_type_required') }]}
        >
          <Select
            allowClear
            options={markers.map((m) => ({
              value: m,
              label: (
                <Space>
                  <MarkerIcon marker={m} />
                  {t(`marker.${m}`)}
                </Space>
              ),
            }))}
          />
        </Form.Item>
        {typeId === CHECKPOINT_TYPE_ID ? (
          <Form.Item
            name="target_time"
            label={t('place.target_time')}
            rules={[{ required: true, message: te('target_time_required') }]}
          >
            <TimePicker format={TIME} needConfirm={false} />
          </Form.Item>
        ) : null}
        {circle ? (
          <Form.Item name="radius" label={t('place.radius')}>
            <InputNumber
              min={PLACE_MIN_RADIUS_M}
              max={PLACE_MAX_RADIUS_M}
              suffix={t('place.metres')}
              style={{ width: 160 }}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="address" label={t('place.address')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
