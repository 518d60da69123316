import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMAND_TIMEOUT_SECONDS, type MonitoringVehicle, type StarterKillAction } from '@armada/domain';
import { commandErrorText, type useStarterKill } from './starterKillApi';

export type ConfirmStarterKillProps = {
  vehicle: MonitoringVehicle;
  /** The action asked for; null keeps the dialog closed. */
  action: StarterKillAction | null;
  command: ReturnType<typeof useStarterKill>;
  onClose: () => void;
};

/**
 * Asks before anything is sent, naming the vehicle and what will happen; then waits with the user
 * for the tracker's answer and shows it (or the error) in the same dialog.
 */
export function ConfirmStarterKill({ vehicle, action, command, onClose }: ConfirmStarterKillProps) {
  const { t } = useTranslation('starterKill');
  const name = vehicle.vehicle_number ? `${vehicle.vehicle_number} (${vehicle.vehicle_name})` : vehicle.vehicle_name;
  const sent = command.variables === action && (command.isSuccess || command.isError);
  const close = () => {
    command.reset();
    onClose();
  };
  const footer = sent
    ? [
        <Button key="close" type="primary" onClick={close}>
          {t('confirm.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close} disabled={command.isPending}>
          {t('confirm.cancel')}
        </Button>,
        <Button
          key="send"
          type="primary"
          danger={action === 'on'}
          loading={command.isPending}
          onClick={() => action && command.mutate(action)}
        >
          {t(`confirm.send_${action ?? 'off'}`)}
        </Button>,
      ];
  return (
    <Modal
      open={action !== null}
      title={t(`confirm.title_${action ?? 'off'}`)}
      onCancel={command.isPending ? undefined : close}
      closable={!command.isPending}
      mask={{ closable: false }}
      footer={footer}
    >
      <Typography.Paragraph>{t(`confirm.text_${action ?? 'off'}`, { vehicle: name })}</Typography.Paragraph>
      {command.isPending ? (
        <Alert type="info" showIcon title={t('waiting', { seconds: COMMAND_TIMEOUT_SECONDS })} />
      ) : null}
      {sent && command.data ? (
        <Alert type="success" showIcon title={t('answered', { answer: command.data.answer ?? '' })} />
      ) : null}
      {sent && command.error ? <Alert type="error" showIcon title={commandErrorText(t, command.error)} /> : null}
    </Modal>
  );
}
