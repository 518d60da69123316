import enCommon from './en-us/common.json';
import enAuth from './en-us/auth.json';
import enErrors from './en-us/errors.json';
import enProfile from './en-us/profile.json';
import enReports from './en-us/reports.json';
import idCommon from './id/common.json';
import idAuth from './id/auth.json';
import idErrors from './id/errors.json';
import idProfile from './id/profile.json';
import idReports from './id/reports.json';
import jaCommon from './ja/common.json';
import jaAuth from './ja/auth.json';
import jaErrors from './ja/errors.json';
import jaProfile from './ja/profile.json';
import jaReports from './ja/reports.json';

/** Bundled translations by language and namespace; English is the source and the fallback. */
export const resources = {
  'en-us': { common: enCommon, auth: enAuth, errors: enErrors, profile: enProfile, reports: enReports },
  id: { common: idCommon, auth: idAuth, errors: idErrors, profile: idProfile, reports: idReports },
  ja: { common: jaCommon, auth: jaAuth, errors: jaErrors, profile: jaProfile, reports: jaReports },
};
