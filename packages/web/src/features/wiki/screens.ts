export { WikiHomePage } from './WikiHomePage';
export { WikiCategoryPage } from './WikiCategoryPage';
export { WikiGuidePage } from './WikiGuidePage';
export { WikiEditorPage } from './WikiEditorPage';
export { WikiCategoryFormPage } from './WikiCategoryFormPage';
export { WikiGuideFormPage } from './WikiGuideFormPage';
