import { useState } from 'react';
import { Button, Flex, Modal, Radio, Typography } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SHARE_DURATIONS, type ShareCreated, type ShareDuration } from '@armada/domain';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatDateTime } from '../../components/formatDate';
import { toApiError } from '../../api/ApiError';
import { linkAddress, useCreateShareLink, useRevokeShareLink, useShareLinks } from './shareApi';

export type ShareLocationButtonProps = {
  vehicleId: number;
  /** Small in the live map's panel header. */
  size?: 'small' | 'middle';
};

const DEFAULT_DURATION: ShareDuration = '1h';

/** "Share location" on a vehicle: makes a link that expires, shows it once, lists and revokes the live ones. */
export function ShareLocationButton({ vehicleId, size = 'middle' }: ShareLocationButtonProps) {
  const { t } = useTranslation('vehicles');
  const [open, setOpen] = useState(false);
  const [duration, setDuration] = useState<ShareDuration>(DEFAULT_DURATION);
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const links = useShareLinks(vehicleId, open);
  const create = useCreateShareLink(vehicleId);
  const revoke = useRevokeShareLink(vehicleId);
  const active = (links.data ?? []).filter((link) => link.active);
  const error = create.error ?? revoke.error ?? links.error;

  const close = () => {
    setOpen(false);
    setCreated(null);
  };

  return (
    <>
      <Button size={size} icon={<ShareAltOutlined />} onClick={() => setOpen(true)}>
        {t('share.button')}
      </Button>
      <Modal open={open} title={t('share.title')} onCancel={close} footer={null} destroyOnHidden>
        <Flex vertical gap={16}>
          <Typography.Text>{t('share.intro')}</Typography.Text>
          <Radio.Group
            aria-label={t('share.duration')}
            value={duration}
            onChange={(event) => setDuration(event.target.value as ShareDuration)}
            options={SHARE_DURATIONS.map((value) => ({ value, label: t(`share.durations.${value}`) }))}
          />
          <Button
            type="primary"
            loading={create.isPending}
            onClick={() => create.mutate(duration, { onSuccess: setCreated })}
          >
            {t('share.create')}
          </Button>
          {error && <ErrorMessage error={toApiError(error)} />}
          {created && (
            <Flex vertical gap={4}>
              <Typography.Text strong>{t('share.created')}</Typography.Text>
              <Typography.Text copyable={{ text: linkAddress(created.url) }} data-testid="share-link-url" code>
                {linkAddress(created.url)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('share.expires', { time: formatDateTime(created.expires_at) })}
              </Typography.Text>
            </Flex>
          )}
          <Typography.Text strong>{t('share.active')}</Typography.Text>
          {active.length === 0 && !links.isPending && (
            <Typography.Text type="secondary">{t('share.none')}</Typography.Text>
          )}
          {active.map((link) => (
            <Flex key={link.id} justify="space-between" align="center" gap={8} data-testid="share-link-row">
              <Flex vertical>
                <Typography.Text>{t('share.expires', { time: formatDateTime(link.expires_at) })}</Typography.Text>
                <Typography.Text type="secondary">{t('share.uses', { count: link.uses })}</Typography.Text>
              </Flex>
              <Button
                danger
                size="small"
                loading={revoke.isPending && revoke.variables === link.id}
                onClick={() => revoke.mutate(link.id)}
              >
                {t('share.revoke')}
              </Button>
            </Flex>
          ))}
        </Flex>
      </Modal>
    </>
  );
}
