/** The engine reports' screens and their catalogue, loaded together as one chunk. */
export { ReportListPage } from './catalogue/ReportListPage';
export { TripReportPage } from './trip/TripReportPage';
export { IdlingVehiclePage, StoppedVehiclePage } from './stands/StandReportPage';
export { DailySummaryPage } from './summary/DailySummaryPage';
export { MonthlySummaryPage } from './summary/MonthlySummaryPage';
