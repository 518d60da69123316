import { useMemo } from 'react';
import { Card, Empty, Flex, Skeleton, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RATIO_COUNTS, type Euro4Ratio } from '@armada/domain';
import { EChart } from '../../components/charts/EChart';
import { LinkButton } from '../../components/LinkButton';
import { decimal } from '../../components/formatNumber';
import { ratioChartOption } from '../dashboard/ratioChart';
import { useEuro4Ratio } from './euro4Api';

export type Euro4RatioCardProps = { ratio: Euro4Ratio; year: number; list: string };

const CHART_HEIGHT = 220;
const MONTH_YEAR = 'MMMM YYYY';

/** One vehicle ratio over the Euro 4 trucks, month by month in the year, drawn as the brand's dashboard draws it. */
export function Euro4RatioCard({ ratio, year, list }: Euro4RatioCardProps) {
  const { t } = useTranslation(['euro4', 'dashboard']);
  const answer = useEuro4Ratio(ratio, year);
  const data = useMemo(() => answer.data?.data ?? [], [answer.data]);
  const [numeratorKey, denominatorKey] = RATIO_COUNTS[ratio];
  const option = useMemo(
    () =>
      ratioChartOption(data, {
        month: (record) => dayjs(`${record.period}-01`).format('MMM'),
        numerator: t(`dashboard:counts.${numeratorKey}`),
        denominator: t(`dashboard:counts.${denominatorKey}`),
        ratio: t('dashboard:ratio_axis'),
        number: (value, digits = 0) => decimal(value, digits),
      }),
    [data, t, numeratorKey, denominatorKey],
  );
  const title = t(`ratio.${ratio}`);
  const latest = data.at(-1);
  const body = () => {
    if (answer.isPending) return <Skeleton active />;
    if (!latest) return <Empty description={t('no_data')} />;
    return (
      <>
        <Flex vertical>
          <Statistic
            title={latest.live ? t('dashboard:this_month') : dayjs(`${latest.period}-01`).format(MONTH_YEAR)}
            value={latest.ratio === null ? '-' : decimal(latest.ratio, 1)}
            suffix={latest.ratio === null ? undefined : '%'}
          />
          <Typography.Text type="secondary">
            {t('dashboard:of', {
              numerator: decimal(latest.numerator, 0),
              denominator: decimal(latest.denominator, 0),
              counts: t(`dashboard:counts.${denominatorKey}`),
            })}
          </Typography.Text>
        </Flex>
        <EChart option={option} height={CHART_HEIGHT} label={t('ratio_chart_label', { title, year })} />
      </>
    );
  };
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
      {body()}
    </Card>
  );
}
