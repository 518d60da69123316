/** The activation screens, loaded together as one chunk. */
export { ActivationListPage } from './ActivationListPage';
export { ActivationDetailPage } from './ActivationDetailPage';
export { DisclaimerPage } from './DisclaimerPage';
