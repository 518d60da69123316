import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Movement } from '@armada/domain';
import { MOVEMENT_COLORS, MOVEMENT_TEXT_COLORS } from './movementStyle';

/** A vehicle's movement as a tag in its map colour, its text dark on the light colours (idling, inactive). */
export function MovementTag({ movement, style }: { movement: Movement; style?: CSSProperties }) {
  const { t } = useTranslation('maps');
  return (
    <Tag variant="solid" color={MOVEMENT_COLORS[movement]} style={{ color: MOVEMENT_TEXT_COLORS[movement], ...style }}>
      {t(`maps:movement.${movement}`)}
    </Tag>
  );
}
