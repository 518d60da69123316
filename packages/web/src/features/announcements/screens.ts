/** The announcement screens, loaded as one chunk when the first of them opens. */
export { AnnouncementsPage } from './AnnouncementsPage';
export { AnnouncementFormPage } from './AnnouncementFormPage';
