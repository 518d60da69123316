import enCommon from './en-us/common.json';
import enAuth from './en-us/auth.json';
import enErrors from './en-us/errors.json';
import enProfile from './en-us/profile.json';
import enReports from './en-us/reports.json';
import enMaps from './en-us/maps.json';
import enJobOrders from './en-us/jobOrders.json';
import enMapSettings from './en-us/mapSettings.json';
import enMapLayers from './en-us/mapLayers.json';
import enPlaces from './en-us/places.json';
import enHistory from './en-us/history.json';
import enStarterKill from './en-us/starterKill.json';
import enAlerts from './en-us/alerts.json';
import enExplore from './en-us/explore.json';
import enUserAccess from './en-us/userAccess.json';
import enAppManagement from './en-us/appManagement.json';
import enVehicles from './en-us/vehicles.json';
import enCustomers from './en-us/customers.json';
import enDealers from './en-us/dealers.json';
import enLeasing from './en-us/leasing.json';
import enNotifications from './en-us/notifications.json';
import enAnnouncements from './en-us/announcements.json';
import enVehicleGroups from './en-us/vehicleGroups.json';
import enReportSchedules from './en-us/reportSchedules.json';
import enDashboard from './en-us/dashboard.json';
import enActivation from './en-us/activation.json';
import enFuel from './en-us/fuel.json';
import enDrivers from './en-us/drivers.json';
import enDriverContest from './en-us/driverContest.json';
import enEuro4 from './en-us/euro4.json';
import enRetailSales from './en-us/retailSales.json';
import enFleetHealth from './en-us/fleetHealth.json';
import enSensors from './en-us/sensors.json';
import enWiki from './en-us/wiki.json';
import enSurvey from './en-us/survey.json';
import enGallery from './en-us/gallery.json';
import enServiceBookings from './en-us/serviceBookings.json';
import enCallCenter from './en-us/callCenter.json';
import enSubscription from './en-us/subscription.json';
import enDeviceConfig from './en-us/deviceConfig.json';
import idCommon from './id/common.json';
import idAuth from './id/auth.json';
import idErrors from './id/errors.json';
import idProfile from './id/profile.json';
import idReports from './id/reports.json';
import idMaps from './id/maps.json';
import idJobOrders from './id/jobOrders.json';
import idMapSettings from './id/mapSettings.json';
import idMapLayers from './id/mapLayers.json';
import idPlaces from './id/places.json';
import idHistory from './id/history.json';
import idStarterKill from './id/starterKill.json';
import idAlerts from './id/alerts.json';
import idExplore from './id/explore.json';
import idUserAccess from './id/userAccess.json';
import idAppManagement from './id/appManagement.json';
import idVehicles from './id/vehicles.json';
import idCustomers from './id/customers.json';
import idDealers from './id/dealers.json';
import idLeasing from './id/leasing.json';
import idNotifications from './id/notifications.json';
import idAnnouncements from './id/announcements.json';
import idVehicleGroups from './id/vehicleGroups.json';
import idReportSchedules from './id/reportSchedules.json';
import idDashboard from './id/dashboard.json';
import idActivation from './id/activation.json';
import idFuel from './id/fuel.json';
import idDrivers from './id/drivers.json';
import idDriverContest from './id/driverContest.json';
import idEuro4 from './id/euro4.json';
import idRetailSales from './id/retailSales.json';
import idFleetHealth from './id/fleetHealth.json';
import idSensors from './id/sensors.json';
import idWiki from './id/wiki.json';
import idSurvey from './id/survey.json';
import idGallery from './id/gallery.json';
import idServiceBookings from './id/serviceBookings.json';
import idCallCenter from './id/callCenter.json';
import idSubscription from './id/subscription.json';
import idDeviceConfig from './id/deviceConfig.json';
import jaCommon from './ja/common.json';
import jaAuth from './ja/auth.json';
import jaErrors from './ja/errors.json';
import jaProfile from './ja/profile.json';
import jaReports from './ja/reports.json';
import jaMaps from './ja/maps.json';
import jaJobOrders from './ja/jobOrders.json';
import jaMapSettings from './ja/mapSettings.json';
import jaMapLayers from './ja/mapLayers.json';
import jaPlaces from './ja/places.json';
import jaHistory from './ja/history.json';
import jaStarterKill from './ja/starterKill.json';
import jaAlerts from './ja/alerts.json';
import jaExplore from './ja/explore.json';
import jaUserAccess from './ja/userAccess.json';
import jaAppManagement from './ja/appManagement.json';
import jaVehicles from './ja/vehicles.json';
import jaCustomers from './ja/customers.json';
import jaDealers from './ja/dealers.json';
import jaLeasing from './ja/leasing.json';
import jaNotifications from './ja/notifications.json';
import jaAnnouncements from './ja/announcements.json';
import jaVehicleGroups from './ja/vehicleGroups.json';
import jaReportSchedules from './ja/reportSchedules.json';
import jaDashboard from './ja/dashboard.json';
import jaActivation from './ja/activation.json';
import jaFuel from './ja/fuel.json';
import jaDrivers from './ja/drivers.json';
import jaDriverContest from './ja/driverContest.json';
import jaEuro4 from './ja/euro4.json';
import jaRetailSales from './ja/retailSales.json';
import jaFleetHealth from './ja/fleetHealth.json';
import jaSensors from './ja/sensors.json';
import jaWiki from './ja/wiki.json';
import jaSurvey from './ja/survey.json';
import jaGallery from './ja/gallery.json';
import jaServiceBookings from './ja/serviceBookings.json';
import jaCallCenter from './ja/callCenter.json';
import jaSubscription from './ja/subscription.json';
import jaDeviceConfig from './ja/deviceConfig.json';

/** Bundled translations by language and namespace; English is the source and the fallback. */
export const resources = {
  'en-us': {
    common: enCommon,
    auth: enAuth,
    errors: enErrors,
    profile: enProfile,
    reports: enReports,
    maps: enMaps,
    jobOrders: enJobOrders,
    mapSettings: enMapSettings,
    mapLayers: enMapLayers,
    places: enPlaces,
    history: enHistory,
    starterKill: enStarterKill,
    alerts: enAlerts,
    explore: enExplore,
    userAccess: enUserAccess,
    appManagement: enAppManagement,
    vehicles: enVehicles,
    customers: enCustomers,
    dealers: enDealers,
    leasing: enLeasing,
    notifications: enNotifications,
    announcements: enAnnouncements,
    vehicleGroups: enVehicleGroups,
    reportSchedules: enReportSchedules,
    dashboard: enDashboard,
    activation: enActivation,
    fuel: enFuel,
    drivers: enDrivers,
    driverContest: enDriverContest,
    euro4: enEuro4,
    retailSales: enRetailSales,
    fleetHealth: enFleetHealth,
    sensors: enSensors,
    wiki: enWiki,
    survey: enSurvey,
    gallery: enGallery,
    serviceBookings: enServiceBookings,
    callCenter: enCallCenter,
    subscription: enSubscription,
    deviceConfig: enDeviceConfig,
  },
  id: {
    common: idCommon,
    auth: idAuth,
    errors: idErrors,
    profile: idProfile,
    reports: idReports,
    maps: idMaps,
    jobOrders: idJobOrders,
    mapSettings: idMapSettings,
    mapLayers: idMapLayers,
    places: idPlaces,
    history: idHistory,
    starterKill: idStarterKill,
    alerts: idAlerts,
    explore: idExplore,
    userAccess: idUserAccess,
    appManagement: idAppManagement,
    vehicles: idVehicles,
    customers: idCustomers,
    dealers: idDealers,
    leasing: idLeasing,
    notifications: idNotifications,
    announcements: idAnnouncements,
    vehicleGroups: idVehicleGroups,
    reportSchedules: idReportSchedules,
    dashboard: idDashboard,
    activation: idActivation,
    fuel: idFuel,
    drivers: idDrivers,
    driverContest: idDriverContest,
    euro4: idEuro4,
    retailSales: idRetailSales,
    fleetHealth: idFleetHealth,
    sensors: idSensors,
    wiki: idWiki,
    survey: idSurvey,
    gallery: idGallery,
    serviceBookings: idServiceBookings,
    callCenter: idCallCenter,
    subscription: idSubscription,
    deviceConfig: idDeviceConfig,
  },
  ja: {
    common: jaCommon,
    auth: jaAuth,
    errors: jaErrors,
    profile: jaProfile,
    reports: jaReports,
    maps: jaMaps,
    jobOrders: jaJobOrders,
    mapSettings: jaMapSettings,
    mapLayers: jaMapLayers,
    places: jaPlaces,
    history: jaHistory,
    starterKill: jaStarterKill,
    alerts: jaAlerts,
    explore: jaExplore,
    userAccess: jaUserAccess,
    appManagement: jaAppManagement,
    vehicles: jaVehicles,
    customers: jaCustomers,
    dealers: jaDealers,
    leasing: jaLeasing,
    notifications: jaNotifications,
    announcements: jaAnnouncements,
    vehicleGroups: jaVehicleGroups,
    reportSchedules: jaReportSchedules,
    dashboard: jaDashboard,
    activation: jaActivation,
    fuel: jaFuel,
    drivers: jaDrivers,
    driverContest: jaDriverContest,
    euro4: jaEuro4,
    retailSales: jaRetailSales,
    fleetHealth: jaFleetHealth,
    sensors: jaSensors,
    wiki: jaWiki,
    survey: jaSurvey,
    gallery: jaGallery,
    serviceBookings: jaServiceBookings,
    callCenter: jaCallCenter,
    subscription: jaSubscription,
    deviceConfig: jaDeviceConfig,
  },
};

/** Every namespace, for i18next's `ns`. */
export const NAMESPACES = Object.keys(resources['en-us']) as (keyof (typeof resources)['en-us'])[];
