import { Flex, Form, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MARKER_ICONS, MARKER_SIZES, type MapSettings, type MapSettingsEdit } from '@armada/domain';
import { MarkerLegend } from './MarkerLegend';

export type MapSettingsFormProps = {
  value: MapSettings;
  onChange: (edit: MapSettingsEdit) => void;
  disabled?: boolean;
  /** Smaller, for the popover on the map. */
  compact?: boolean;
};

const BUTTON = 'button';

/** The four map settings as controls; the page saves them with a button, the popover at each change. */
export function MapSettingsForm({ value, onChange, disabled = false, compact = false }: MapSettingsFormProps) {
  const { t } = useTranslation('mapSettings');
  const size = compact ? 'small' : 'middle';
  // The popover is small: its rows sit closer together.
  const item = compact ? { style: { marginBottom: 8 } } : {};

  return (
    <Form layout="vertical" disabled={disabled} component="div" style={{ maxWidth: compact ? 280 : 520 }}>
      <Flex gap={compact ? 16 : 32} wrap>
        <Form.Item {...item} label={t('fields.tooltip')} tooltip={compact ? undefined : t('help.tooltip')}>
          <Switch
            aria-label={t('fields.tooltip')}
            checked={value.tooltip_status}
            onChange={(tooltip_status) => onChange({ tooltip_status })}
          />
        </Form.Item>
        <Form.Item {...item} label={t('fields.cluster')} tooltip={compact ? undefined : t('help.cluster')}>
          <Switch
            aria-label={t('fields.cluster')}
            checked={value.cluster_status}
            onChange={(cluster_status) => onChange({ cluster_status })}
          />
        </Form.Item>
      </Flex>
      <Form.Item {...item} label={t('fields.marker_icon')}>
        <Radio.Group
          optionType={BUTTON}
          size={size}
          value={value.marker_icon}
          onChange={(event) => onChange({ marker_icon: event.target.value as MapSettings['marker_icon'] })}
          options={MARKER_ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) }))}
        />
      </Form.Item>
      <Form.Item {...item} label={t('fields.marker_size')}>
        <Radio.Group
          optionType={BUTTON}
          size={size}
          value={value.marker_size}
          onChange={(event) => onChange({ marker_size: event.target.value as MapSettings['marker_size'] })}
          options={MARKER_SIZES.map((markerSize) => ({ value: markerSize, label: t(`sizes.${markerSize}`) }))}
        />
      </Form.Item>
      {compact ? null : (
        <Form.Item {...item} label={t('preview')}>
          <MarkerLegend icon={value.marker_icon} size={value.marker_size} />
        </Form.Item>
      )}
    </Form>
  );
}
