import { Flex, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PointMap } from '../../components/map/PointMap';
import { SchemaField } from '../../components/form/SchemaField';

const FIVE_DECIMALS = (value: number) => Math.round(value * 100_000) / 100_000;

/** The station's position: a click on the map, or the latitude and longitude typed in. */
export function StationPositionField() {
  const { t } = useTranslation('fuel');
  const form = Form.useFormInstance();
  const lat = Form.useWatch<number | undefined>('lat', form);
  const lon = Form.useWatch<number | undefined>('lon', form);
  const point = typeof lat === 'number' && typeof lon === 'number' ? { latitude: lat, longitude: lon } : null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Typography.Text>{t('station.position')}</Typography.Text>
      <PointMap
        point={point}
        label={t('station.map_label')}
        onPick={(picked) => {
          form.setFieldsValue({ lat: FIVE_DECIMALS(picked.latitude), lon: FIVE_DECIMALS(picked.longitude) });
          void form.validateFields(['lat', 'lon']);
        }}
      />
      <Typography.Text type="secondary">{t('station.position_hint')}</Typography.Text>
      <Flex gap={8}>
        <SchemaField name="lat" label={t('station.lat')} emptyMessage={t('station.position_required')}>
          <InputNumber step={0.0001} style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="lon" label={t('station.lon')} emptyMessage={t('station.position_required')}>
          <InputNumber step={0.0001} style={{ width: '100%' }} />
        </SchemaField>
      </Flex>
    </Flex>
  );
}
