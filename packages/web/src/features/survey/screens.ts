/** The survey screens, loaded as one chunk when the first of them opens. */
export { SurveyListPage } from './SurveyListPage';
export { SurveyEditorPage } from './SurveyEditorPage';
export { SurveyPreviewPage } from './SurveyPreviewPage';
export { SurveyUserPage } from './SurveyUserPage';
