import { Button, Flex, Popover, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { hasPermission } from '@armada/domain';
import { toApiError } from '../../../api/ApiError';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { LinkButton } from '../../../components/LinkButton';
import { useAuth } from '../../auth/useAuth';
import { MapControl } from './MapControl';
import { MapSettingsForm } from './MapSettingsForm';
import { useMapSettings, useSaveMapSettings } from './mapSettingsApi';

export type QuickSettingsProps = { map: MapLibreMap | null };

const POSITION = 'top-right';

/** A gear under the zoom buttons: the map settings in a popover, each change saved and shown at once. */
export function QuickSettings({ map }: QuickSettingsProps) {
  const { t } = useTranslation('mapSettings');
  const { viewer } = useAuth();
  const canEdit = viewer !== null && hasPermission(viewer, 'edit_device_setting');
  const { settings } = useMapSettings();
  const save = useSaveMapSettings();

  const content = (
    <Flex vertical gap={8}>
      {canEdit ? null : <Typography.Text type="secondary">{t('read_only')}</Typography.Text>}
      <MapSettingsForm value={settings} onChange={(edit) => save.mutate(edit)} disabled={!canEdit} compact />
      {save.error ? <ErrorMessage error={toApiError(save.error)} /> : null}
      <LinkButton to="/device_setting" type="link">
        {t('all_settings')}
      </LinkButton>
    </Flex>
  );

  return (
    <MapControl map={map} position={POSITION}>
      <Popover trigger="click" placement="leftTop" title={t('title')} content={content}>
        <Button
          icon={<SettingOutlined />}
          aria-label={t('open_quick')}
          title={t('open_quick')}
          style={{ boxShadow: '0 0 0 2px rgba(0, 0, 0, 0.1)' }}
        />
      </Popover>
    </MapControl>
  );
}
