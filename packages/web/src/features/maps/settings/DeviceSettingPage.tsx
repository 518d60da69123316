import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAP_SETTINGS, hasPermission, type MapSettings } from '@armada/domain';
import { toApiError } from '../../../api/ApiError';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { LinkButton } from '../../../components/LinkButton';
import { PageTitle } from '../../../components/PageTitle';
import { useAuth } from '../../auth/useAuth';
import { MapSettingsForm } from './MapSettingsForm';
import { useMapSettings, useSaveMapSettings } from './mapSettingsApi';

const same = (a: MapSettings, b: MapSettings) =>
  a.tooltip_status === b.tooltip_status &&
  a.cluster_status === b.cluster_status &&
  a.marker_icon === b.marker_icon &&
  a.marker_size === b.marker_size;

/** /device_setting: the user's map settings, saved with a button; the map shows them from then on. */
export function DeviceSettingPage() {
  const { t } = useTranslation('mapSettings');
  const { message } = App.useApp();
  const { viewer } = useAuth();
  const canEdit = viewer !== null && hasPermission(viewer, 'edit_device_setting');
  const { settings, query } = useMapSettings();
  const save = useSaveMapSettings();
  const [draft, setDraft] = useState<MapSettings | null>(null);
  const shown = draft ?? settings;

  const submit = () => {
    const { tooltip_status, cluster_status, marker_icon, marker_size } = shown;
    save.mutate(
      { tooltip_status, cluster_status, marker_icon, marker_size },
      {
        onSuccess: () => {
          setDraft(null);
          void message.success(t('saved'));
        },
      },
    );
  };

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Card>
        {query.isPending ? (
          <Skeleton active />
        ) : (
          <Flex vertical gap={16}>
            {canEdit ? null : <Alert type="info" showIcon title={t('read_only')} />}
            {query.error ? <ErrorMessage error={toApiError(query.error)} /> : null}
            <MapSettingsForm value={shown} onChange={(edit) => setDraft({ ...shown, ...edit })} disabled={!canEdit} />
            {save.error ? <ErrorMessage error={toApiError(save.error)} /> : null}
            <Flex gap={8} wrap>
              <Button
                type="primary"
                onClick={submit}
                loading={save.isPending}
                disabled={!canEdit || same(shown, settings)}
              >
                {t('save')}
              </Button>
              <Button onClick={() => setDraft({ ...DEFAULT_MAP_SETTINGS })} disabled={!canEdit}>
                {t('reset')}
              </Button>
              <LinkButton to="/maps" type="link">
                {t('open_map')}
              </LinkButton>
            </Flex>
          </Flex>
        )}
      </Card>
    </>
  );
}
