import enCommon from './en-us/common.json';
import enAuth from './en-us/auth.json';
import enErrors from './en-us/errors.json';
import enProfile from './en-us/profile.json';
import enReports from './en-us/reports.json';
import enMaps from './en-us/maps.json';
import idCommon from './id/common.json';
import idAuth from './id/auth.json';
import idErrors from './id/errors.json';
import idProfile from './id/profile.json';
import idReports from './id/reports.json';
import idMaps from './id/maps.json';
import jaCommon from './ja/common.json';
import jaAuth from './ja/auth.json';
import jaErrors from './ja/errors.json';
import jaProfile from './ja/profile.json';
import jaReports from './ja/reports.json';
import jaMaps from './ja/maps.json';

/** Bundled translations by language and namespace; English is the source and the fallback. */
export const resources = {
  'en-us': { common: enCommon, auth: enAuth, errors: enErrors, profile: enProfile, reports: enReports, maps: enMaps },
  id: { common: idCommon, auth: idAuth, errors: idErrors, profile: idProfile, reports: idReports, maps: idMaps },
  ja: { common: jaCommon, auth: jaAuth, errors: jaErrors, profile: jaProfile, reports: jaReports, maps: jaMaps },
};
