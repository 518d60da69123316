import { Badge, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SafetyLevel } from '@armada/domain';
import { LEVEL_COLOURS } from './levelColours';

/** A safety level with a dot in its colour; a plain tag for a driver not scored. */
export function LevelTag({ level }: { level: SafetyLevel | null }) {
  const { t } = useTranslation('driverContest');
  if (level === null) return <Tag>{t('level.none')}</Tag>;
  // A dot in the level's colour beside dark text: coloured tags fail the contrast check.
  return <Badge color={LEVEL_COLOURS[level]} text={t(`level.${level}`)} />;
}
