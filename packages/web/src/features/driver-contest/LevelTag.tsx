import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SafetyLevel } from '@armada/domain';
import { LEVEL_COLOURS } from './levelColours';

/** A safety level in its colour; a plain tag for a driver not scored. */
export function LevelTag({ level }: { level: SafetyLevel | null }) {
  const { t } = useTranslation('driverContest');
  if (level === null) return <Tag>{t('level.none')}</Tag>;
  return <Tag color={LEVEL_COLOURS[level]}>{t(`level.${level}`)}</Tag>;
}
