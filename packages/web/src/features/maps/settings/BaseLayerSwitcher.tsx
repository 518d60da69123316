import { useState } from 'react';
import { Checkbox, Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { BaseLayer } from '@armada/domain';
import type { BaseChoice, BaseTiles } from '../../../components/map/basemap';
import { showBaseLayers, storedChoice, storeChoice } from './baseLayers';
import { MapControl } from './MapControl';

export type BaseLayerSwitcherProps = { map: MapLibreMap | null; tiles: BaseTiles };

const POSITION = 'bottom-right';
const SMALL = 'small';

/** Street or satellite, and traffic when the server offers it; the shipped land stays under both. */
export function BaseLayerSwitcher({ map, tiles }: BaseLayerSwitcherProps) {
  const { t } = useTranslation('mapSettings');
  const [choice, setChoice] = useState<BaseChoice>(() => storedChoice(tiles));

  const change = (next: BaseChoice) => {
    setChoice(next);
    storeChoice(next);
    if (map) showBaseLayers(map, next);
  };

  if (!tiles.satellite && !tiles.traffic) return null;
  return (
    <MapControl map={map} position={POSITION}>
      <Flex
        role="group"
        aria-label={t('base.label')}
        align="center"
        gap={8}
        wrap
        style={{ background: '#fff', borderRadius: 6, padding: 4, boxShadow: '0 0 0 2px rgba(0, 0, 0, 0.1)' }}
      >
        {tiles.satellite ? (
          <Segmented<BaseLayer>
            size={SMALL}
            value={choice.base}
            onChange={(base) => change({ ...choice, base })}
            options={[
              { value: 'street', label: t('base.street') },
              { value: 'satellite', label: t('base.satellite') },
            ]}
          />
        ) : null}
        {tiles.traffic ? (
          <Checkbox checked={choice.traffic} onChange={(event) => change({ ...choice, traffic: event.target.checked })}>
            {t('base.traffic')}
          </Checkbox>
        ) : null}
      </Flex>
    </MapControl>
  );
}
