import { useTranslation } from 'react-i18next';
import { EURO_STDS, OWNERSHIP_STATUSES, TRANSMISSIONS, VEHICLE_COLORS } from '@armada/domain';
import { useVehicleLabels } from './useVehicleLabels';

/** The brand the portal serves; the form offers it and whatever a record already holds. */
export const VEHICLE_BRAND = 'Armada';
const BRANDS = [VEHICLE_BRAND];
/** The brand's bodies (its chassis records name them); a record's own type is offered too. */
const VEHICLE_TYPES = ['Tractor Head', 'Cargo', 'Tanker', 'Wing Box', 'Dump Truck', 'Mixer', 'Light Truck', 'Reefer'];
/** The brand's models (as its chassis records name them). */
const MODELS = [
  'FM 260 JD',
  'FM 280 JW',
  'FL 260 JW',
  'FG 235 JJ',
  'FE 74 HD',
  'FE 84G BC',
  'FN 62 FD',
  'FC 190 JD',
  'FB 130 SD',
];
const FIRST_YEAR = 1990;

const withValue = (values: readonly string[], current: string | null | undefined) =>
  [...new Set([...(current ? [current] : []), ...values])].map((value) => ({ value, label: value }));

/** The choices of the vehicle form, translated where they are codes. */
export function useVehicleOptions(current: {
  brand?: string | null;
  model?: string | null;
  vehicle_type?: string | null;
}) {
  const { t } = useTranslation('vehicles');
  const labels = useVehicleLabels();
  const lastYear = new Date().getFullYear() + 1;
  return {
    brands: withValue(BRANDS, current.brand),
    models: withValue(MODELS, current.model),
    types: withValue(VEHICLE_TYPES, current.vehicle_type),
    colors: VEHICLE_COLORS.map((value) => ({ value, label: t(`color.${value}`) })),
    transmissions: TRANSMISSIONS.map((value) => ({ value, label: t(`transmission.${value}`) })),
    ownership: OWNERSHIP_STATUSES.map((value) => ({ value, label: t(`ownership.${value}`) })),
    euro: EURO_STDS.map((value) => ({ value, label: labels.euro(value) })),
    years: Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, i) => lastYear - i).map((year) => ({
      value: year,
      label: String(year),
    })),
  };
}
