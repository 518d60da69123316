export { Euro4DashboardPage } from './Euro4DashboardPage';
export { Euro4DealerMenuPage } from './Euro4DealerMenuPage';
export { Euro4DealerListPage } from './Euro4DealerListPage';
