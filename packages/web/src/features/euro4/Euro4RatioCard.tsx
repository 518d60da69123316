import { useMemo } from 'react';
import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Euro4Ratio } from '@armada/domain';
import { LinkButton } from '../../components/LinkButton';
import { RatioFigure } from '../dashboard/RatioFigure';
import { useEuro4Ratio } from './euro4Api';

export type Euro4RatioCardProps = { ratio: Euro4Ratio; year: number; list: string };

/** One vehicle ratio over the Euro 4 trucks, month by month in the year, drawn as the brand's dashboard draws it. */
export function Euro4RatioCard({ ratio, year, list }: Euro4RatioCardProps) {
  const { t } = useTranslation(['euro4', 'dashboard']);
  const answer = useEuro4Ratio(ratio, year);
  const data = useMemo(() => answer.data?.data ?? [], [answer.data]);
  const title = t(`ratio.${ratio}`);
  return (
    <Card
      title={title}
      size="small"
      extra={
        <LinkButton to={list} type="link">
          {t('open_list')}
        </LinkButton>
      }
    >
      <Typography.Paragraph type="secondary">{t(`dashboard:ratio.${ratio}.definition`)}</Typography.Paragraph>
      {answer.isPending ? (
        <Skeleton active />
      ) : (
        <RatioFigure ratio={ratio} data={data} chartLabel={t('ratio_chart_label', { title, year })} />
      )}
    </Card>
  );
}
