import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatDay } from '../shell/reportFormat';
import { dailyTripBackLink } from './dailyTripLink';
import { TripReport } from './TripReport';

/** One vehicle's trips on one day, opened from the daily trip summary; the selection is the link's. */
export function DailyTripDetailPage() {
  const { t } = useTranslation('reports');
  const [params] = useSearchParams();
  const { state } = useLocation();
  return (
    <TripReport
      title={t('daily_trip_summary.detail_title', { day: formatDay(params.get('from')) })}
      fixedSelection
      header={
        <Link to={dailyTripBackLink(state)}>
          <ArrowLeftOutlined /> {t('daily_trip_summary.back')}
        </Link>
      }
    />
  );
}
