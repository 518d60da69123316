import { Button, Checkbox, Flex, Popover } from 'antd';
import { BlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MapControl } from '../settings/MapControl';
import type { LayerKey, LayerToggles } from './layerToggles';

export type LayersControlProps = {
  map: MapLibreMap | null;
  /** The layers this person may see, in the order listed. */
  available: readonly LayerKey[];
  toggles: LayerToggles;
  onToggle: (key: LayerKey, on: boolean) => void;
};

const POSITION = 'top-left';

/** A "Layers" button at the map's top left; its popover switches each overlay on or off. */
export function LayersControl({ map, available, toggles, onToggle }: LayersControlProps) {
  const { t } = useTranslation('mapLayers');
  if (available.length === 0) return null;
  const content = (
    <Flex vertical gap={6} role="group" aria-label={t('control.title')}>
      {available.map((key) => (
        <Checkbox key={key} checked={toggles[key]} onChange={(event) => onToggle(key, event.target.checked)}>
          {t(`control.${key}`)}
        </Checkbox>
      ))}
    </Flex>
  );
  return (
    <MapControl map={map} position={POSITION}>
      <Popover trigger="click" placement="rightTop" title={t('control.title')} content={content}>
        <Button icon={<BlockOutlined />} style={{ boxShadow: '0 0 0 2px rgba(0, 0, 0, 0.1)' }}>
          {t('control.button')}
        </Button>
      </Popover>
    </MapControl>
  );
}
