import { useTranslation } from 'react-i18next';
import { SummaryCharts } from '../shell/SummaryCharts';
import { TripReport } from './TripReport';

/** Trips of the chosen vehicles: a click on one draws its track on the map; distance per day beside it. */
export function TripReportPage() {
  const { t } = useTranslation('reports');
  return <TripReport title={t('trip.title')} chart={(applied) => <SummaryCharts applied={applied} by="day" />} />;
}
