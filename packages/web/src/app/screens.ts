import { lazy, type ComponentType } from 'react';
import type { ScreenProps } from '../components/screenProps';

type Screen = ComponentType<ScreenProps>;

function named<K extends string>(load: () => Promise<Record<K, Screen>>, name: K): Screen {
  return lazy<Screen>(() => load().then((module) => ({ default: module[name] })));
}

const subscription = (name: keyof typeof import('../features/subscription/screens')) =>
  named(() => import('../features/subscription/screens'), name);
const LoginPage = named(() => import('../features/auth/LoginPage'), 'LoginPage');
const vehicles = (name: keyof typeof import('../features/vehicles/screens')) =>
  named(() => import('../features/vehicles/screens'), name);
const VehicleListPage = vehicles('VehicleListPage');
const VehicleDetailPage = vehicles('VehicleDetailPage');
const SensorListPage = vehicles('SensorListPage');
const SensorFormPage = vehicles('SensorFormPage');
const customers = (name: keyof typeof import('../features/customers/screens')) =>
  named(() => import('../features/customers/screens'), name);
const leasing = (name: keyof typeof import('../features/leasing/screens')) =>
  named(() => import('../features/leasing/screens'), name);
const LeaseListPage = leasing('LeaseListPage');
const LeasingCompanyFormPage = leasing('LeasingCompanyFormPage');
const vehicleGroups = (name: keyof typeof import('../features/vehicle-groups/screens')) =>
  named(() => import('../features/vehicle-groups/screens'), name);
const VehicleGroupFormPage = vehicleGroups('VehicleGroupFormPage');
const activation = (name: keyof typeof import('../features/activation/screens')) =>
  named(() => import('../features/activation/screens'), name);
const ActivationListPage = activation('ActivationListPage');
const ActivationDetailPage = activation('ActivationDetailPage');
const DealerPerformancePage = named(() => import('../features/dealer-performance/screens'), 'DealerPerformancePage');
const euro4 = (name: keyof typeof import('../features/euro4/screens')) =>
  named(() => import('../features/euro4/screens'), name);
const reports = (name: keyof typeof import('../features/reports/screens')) =>
  named(() => import('../features/reports/screens'), name);
const sensors = (name: keyof typeof import('../features/sensors/screens')) =>
  named(() => import('../features/sensors/screens'), name);
const callCenter = (name: keyof typeof import('../features/call-center/screens')) =>
  named(() => import('../features/call-center/screens'), name);
const announcements = (name: keyof typeof import('../features/announcements/screens')) =>
  named(() => import('../features/announcements/screens'), name);
const wiki = (name: keyof typeof import('../features/wiki/screens')) =>
  named(() => import('../features/wiki/screens'), name);
const WikiHomePage = wiki('WikiHomePage');
const survey = (name: keyof typeof import('../features/survey/screens')) =>
  named(() => import('../features/survey/screens'), name);
const SurveyEditorPage = survey('SurveyEditorPage');
const gallery = (name: keyof typeof import('../features/gallery/GalleryPages')) =>
  named(() => import('../features/gallery/GalleryPages'), name);
const fleetHealth = (name: keyof typeof import('../features/fleet-health/screens')) =>
  named(() => import('../features/fleet-health/screens'), name);

/** The screens built so far, by route path; every other route shows the not-yet-available page. */
const BUILT: Record<string, Screen> = {
  '/': LoginPage,
  '/login': LoginPage,
  '/logout': named(() => import('../features/auth/LogoutPage'), 'LogoutPage'),
  '/privacy_policy/:token': named(
    () => import('../features/auth/PrivacyPolicyApprovalPage'),
    'PrivacyPolicyApprovalPage',
  ),
  '/forgot-password': named(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  '/change-password': named(() => import('../features/auth/ChangePasswordPage'), 'ChangePasswordPage'),
  '/maps': named(() => import('../features/maps/MapsPage'), 'MapsPage'),
  '/device_setting': named(() => import('../features/maps/settings/DeviceSettingPage'), 'DeviceSettingPage'),
  '/search': named(() => import('../features/maps/search/SearchPage'), 'SearchPage'),
  '/alert': named(() => import('../features/alerts/AlertsPage'), 'AlertsPage'),
  '/notification': named(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
  '/announcement': announcements('AnnouncementsPage'),
  '/call-center': callCenter('CallCenterSearchPage'),
  '/call-center/user': callCenter('CallCenterUserPage'),
  '/call-center/change-vehicle-member': callCenter('ChangeVehicleMemberPage'),
  '/call-center/incident': callCenter('IncidentsPage'),
  '/announcement/form': announcements('AnnouncementFormPage'),
  '/explore': named(() => import('../features/explore/ExplorePage'), 'ExplorePage'),
  '/dashboard': named(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
  '/dashboardeuro4': euro4('Euro4DashboardPage'),
  '/euro4-dealer/menu': euro4('Euro4DealerMenuPage'),
  '/euro4-dealer/list': euro4('Euro4DealerListPage'),
  '/activation/vehicle': ActivationListPage,
  '/activation/vehicle_search': ActivationListPage,
  '/activation/detail': ActivationDetailPage,
  '/activation/resend': ActivationDetailPage,
  '/activation/history': ActivationDetailPage,
  '/activation/addnote': ActivationDetailPage,
  '/activation/customer': ActivationListPage,
  '/activation/customer_search': ActivationListPage,
  '/activation/detailcs': ActivationDetailPage,
  '/activation/resendcs': ActivationDetailPage,
  '/activation/historycs': ActivationDetailPage,
  '/activation/addnotecs': ActivationDetailPage,
  '/activation/dealer_perfomance': DealerPerformancePage,
  '/disclaimer-activation': activation('DisclaimerPage'),
  '/upload-rs': named(() => import('../features/retail-sales/screens'), 'RetailSalesPage'),
  '/mapsv3': named(() => import('../features/maps/wall/WallPage'), 'WallPage'),
  '/profile': named(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
  '/my-account': named(() => import('../features/profile/MyAccountPage'), 'MyAccountPage'),
  '/user-access/organization': named(() => import('../features/user-access/OrganizationsPage'), 'OrganizationsPage'),
  '/user-access/role': named(() => import('../features/user-access/RolesPage'), 'RolesPage'),
  '/user-access/user': named(() => import('../features/user-access/UsersPage'), 'UsersPage'),
  '/user-access/customer': named(() => import('../features/user-access/CustomerAccessPage'), 'CustomerAccessPage'),
  '/app-management/app': named(() => import('../features/app-management/AppsPage'), 'AppsPage'),
  '/app-management/services': named(() => import('../features/app-management/ServicesPage'), 'ServicesPage'),
  '/app-management/functions': named(() => import('../features/app-management/FunctionsPage'), 'FunctionsPage'),
  '/app-management/realm': named(() => import('../features/app-management/RealmsPage'), 'RealmsPage'),
  '/reports/list': reports('ReportListPage'),
  '/reports/trip': reports('TripReportPage'),
  '/reports/stopped_vehicle': reports('StoppedVehiclePage'),
  '/reports/idling_vehicle': reports('IdlingVehiclePage'),
  '/reports/activities': reports('ActivityReportPage'),
  '/reports/daily-trip-summary': reports('DailyTripSummaryPage'),
  '/reports/daily-trip-summary/detail': reports('DailyTripDetailPage'),
  '/reports/exceed_limit': reports('ExceedLimitPage'),
  '/reports/towing': reports('TowingPage'),
  '/reports/crash': reports('CrashPage'),
  '/reports/event': reports('EventReportPage'),
  '/reports/daily_summary': reports('DailySummaryPage'),
  '/reports/monthly_summary': reports('MonthlySummaryPage'),
  '/reports/productivity_efficiency': reports('ProductivityPage'),
  '/reports/machine_working_hours': reports('MachineWorkingHoursPage'),
  '/reports/sensor': reports('SensorReportPage'),
  '/reports/location': reports('LocationReportPage'),
  '/reports/monthly-location': reports('MonthlyLocationPage'),
  '/reports/schedule': reports('ReportSchedulesPage'),
  '/reports/login-logs': named(() => import('../features/reports/LoginLogsPage'), 'LoginLogsPage'),
  '/reports/cmp-log-viewer': named(() => import('../features/reports/MailOutboxPage'), 'MailOutboxPage'),
  '/privacy-policy': named(() => import('../features/static/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
  '/unsupported': named(() => import('../features/static/UnsupportedPage'), 'UnsupportedPage'),
  '/job-management': named(() => import('../features/static/JobManagementPage'), 'JobManagementPage'),
  '/masterComponent': gallery('MasterComponentPage'),
  '/testSwipe': gallery('TestSwipePage'),
  '/share_location': named(() => import('../features/static/ShareLocationPage'), 'ShareLocationPage'),
  '/service-bookings': named(() => import('../features/service-bookings/ServiceBookingsPage'), 'ServiceBookingsPage'),
  '/subscription/plan': subscription('PlanPage'),
  '/subscription/create-plan': subscription('CreatePlanPage'),
  '/subscription/status': subscription('StatusPage'),
  '/subscription/detail': subscription('StatusPage'),
  '/subscription/choose-plan': subscription('ChoosePlanPage'),
  '/subscription/choose-payment': subscription('ChoosePaymentPage'),
  '/subscription/online-payment': subscription('OnlinePaymentPage'),
  '/subscription/by-billing': subscription('ByBillingPage'),
  '/subscription/billing': subscription('BillingPage'),
  '/call-center/vehicle-config': named(
    () => import('../features/device-config/VehicleConfigPage'),
    'VehicleConfigPage',
  ),
  '/call-center/result-sms': named(() => import('../features/device-config/ResultPages'), 'CommandResultsPage'),
  '/call-center/result-config-sms': named(() => import('../features/device-config/ResultPages'), 'ConfigResultsPage'),
  '/vehicles/list': VehicleListPage,
  '/vehicles/status': VehicleListPage,
  '/vehicles/search': VehicleListPage,
  '/vehicles/searchstatus': VehicleListPage,
  '/vehicles/search_vehicle_customer': VehicleListPage,
  '/vehicle/not-updated': VehicleListPage,
  '/omamori/notUpdatedVehicles': fleetHealth('NotUpdatedVehiclesPage'),
  '/abnormalVehicles': fleetHealth('AbnormalVehiclesPage'),
  '/abnormalVehicles/maps': fleetHealth('AbnormalMapPage'),
  '/vehicles/list_create': vehicles('VehicleCreatePage'),
  '/vehicles/vehicle_edit': vehicles('VehicleEditPage'),
  '/vehicles/detail': VehicleDetailPage,
  '/vehicles/vehicle_detail': VehicleDetailPage,
  '/vehicles/detailstatus': VehicleDetailPage,
  '/vehicles/sensor': SensorListPage,
  '/sensor': sensors('SensorsPage'),
  '/sensor/search': sensors('SensorSearchPage'),
  '/vehicles/sensor_create': SensorFormPage,
  '/vehicles/sensor_edit': SensorFormPage,
  '/vehicles/group': vehicleGroups('VehicleGroupsPage'),
  '/vehicles/group_create': VehicleGroupFormPage,
  '/vehicles/group_edit': VehicleGroupFormPage,
  '/vehicles/in_the_pool': vehicleGroups('VehiclesInPoolPage'),
  '/sensor/detail': sensors('SensorDetailPage'),
  '/customer/list': customers('CustomersPage'),
  '/customer/advanced_search': customers('CustomerSearchPage'),
  '/customer/create': customers('CustomerCreatePage'),
  '/customer/edit': customers('CustomerEditPage'),
  '/customer/view': customers('CustomerViewPage'),
  '/customer/vehicle/create': customers('CustomerVehicleCreatePage'),
  '/fuel': named(() => import('../features/fuel/FuelPage'), 'FuelPage'),
  '/wiki': WikiHomePage,
  '/wiki/view': WikiHomePage,
  '/wiki/view/:categoryWiki': wiki('WikiCategoryPage'),
  '/wiki/view/:categoryWiki/:subCategory': wiki('WikiGuidePage'),
  '/wiki/menu': wiki('WikiEditorPage'),
  '/wiki/guide_category': wiki('WikiCategoryFormPage'),
  '/wiki/guide': wiki('WikiGuideFormPage'),
  '/driver-contest': named(() => import('../features/driver-contest/screens'), 'ContestPage'),
  '/driver-contest/driver-list': named(() => import('../features/driver-contest/screens'), 'DriverListPage'),
  '/drivers': named(() => import('../features/drivers/screens'), 'DriversPage'),
  '/fuel/spbu': named(() => import('../features/fuel/StationsPage'), 'StationsPage'),
  '/dealer': named(() => import('../features/dealers/DealersPage'), 'DealersPage'),
  '/leasing/company-list': leasing('LeasingCompaniesPage'),
  '/leasing/create': LeasingCompanyFormPage,
  '/leasing/edit/:idLeasing': LeasingCompanyFormPage,
  '/leasing/company-list/view': leasing('LeasingCompanyViewPage'),
  '/leasing/vehicle-list': LeaseListPage,
  '/leasing/vehicle-validation': LeaseListPage,
  '/leasing/search': LeaseListPage,
  '/leasing/vehicle-detail': leasing('LeaseDetailPage'),
  '/leasing/view_vehicle': VehicleDetailPage,
  '/leasing/validation': leasing('ValidationPage'),
  '/leasing/vehicle/create': leasing('LeaseRegisterPage'),
  '/survey/admin/survey-list': survey('SurveyListPage'),
  '/survey/admin/survey-create': SurveyEditorPage,
  '/survey/admin/survey-edit/:id': SurveyEditorPage,
  '/survey/admin/survey-preview': survey('SurveyPreviewPage'),
  '/survey/user': survey('SurveyUserPage'),
};

const NotYetAvailablePage = named(() => import('./pages/NotYetAvailablePage'), 'NotYetAvailablePage');

export function screenFor(path: string): Screen {
  return BUILT[path] ?? NotYetAvailablePage;
}

export function isBuilt(path: string): boolean {
  return path in BUILT;
}
