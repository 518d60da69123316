import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spec's map modes: 'overview' (the default, the live fleet) and ours, 'places'. */
export const MAP_MODES = ['overview', 'places'] as const;
export type MapMode = (typeof MAP_MODES)[number];

export type MapModeSwitchProps = { mode: MapMode; onChange: (mode: MapMode) => void };

export function MapModeSwitch({ mode, onChange }: MapModeSwitchProps) {
  const { t } = useTranslation('places');
  return (
    <Segmented
      aria-label={t('mode.label')}
      value={mode}
      onChange={(value) => onChange(value as MapMode)}
      options={MAP_MODES.map((value) => ({ value, label: t(`mode.${value}`) }))}
    />
  );
}
