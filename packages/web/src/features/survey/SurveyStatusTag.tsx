import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SurveyStatus } from '@armada/domain';

const COLOURS: Record<SurveyStatus, string> = { draft: 'default', published: 'green', closed: 'red' };

export function SurveyStatusTag({ status }: { status: SurveyStatus }) {
  const { t } = useTranslation('survey');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}
