/** The engine reports' screens and their catalogue, loaded together as one chunk. */
export { ReportListPage } from './catalogue/ReportListPage';
export { TripReportPage } from './trip/TripReportPage';
export { DailyTripSummaryPage } from './trip/DailyTripSummaryPage';
export { DailyTripDetailPage } from './trip/DailyTripDetailPage';
export { IdlingVehiclePage, StoppedVehiclePage } from './stands/StandReportPage';
export { CrashPage, ExceedLimitPage, TowingPage } from './spells/SpellReportPage';
export { EventReportPage } from './events/EventReportPage';
export { ActivityReportPage } from './activities/ActivityReportPage';
export { DailySummaryPage } from './summary/DailySummaryPage';
export { MonthlySummaryPage } from './summary/MonthlySummaryPage';
export { MachineWorkingHoursPage } from './summary/MachineWorkingHoursPage';
export { ProductivityPage } from './productivity/ProductivityPage';
export { ReportSchedulesPage } from './schedule/ReportSchedulesPage';
export { LocationReportPage } from './location/LocationReportPage';
export { MonthlyLocationPage } from './location/MonthlyLocationPage';
export { SensorReportPage } from './sensor/SensorReportPage';
