import { useTranslation } from 'react-i18next';
import { activationStatusLabel, type ActivationLabelVariant } from '@armada/domain';

const KNOWN_ACTIVATION = ['0', '1', '2'];

/** The translated labels of the vehicle codes: activation (by variant), device and registration status, family. */
export function useVehicleLabels() {
  const { t } = useTranslation('vehicles');
  return {
    activation: (code: string | null | undefined, variant: ActivationLabelVariant) =>
      code != null && KNOWN_ACTIVATION.includes(code)
        ? t(`activation.${variant}.${code}`, { defaultValue: activationStatusLabel(code, variant) })
        : '-',
    device: (status: string | null | undefined) => (status ? t(`device_status.${status}`) : '-'),
    registration: (status: string | null | undefined) => (status ? t(`registration.${status}`) : '-'),
    euro: (euro: string | null | undefined) => (euro ? t(`euro.${euro}`, { defaultValue: euro }) : '-'),
    family: (family: string) => t(`gps_type.${family}`, { defaultValue: family }),
  };
}
