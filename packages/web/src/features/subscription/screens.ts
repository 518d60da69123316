export { BillingPage } from './BillingPage';
export { ByBillingPage, OnlinePaymentPage } from './PaymentPages';
export { ChoosePaymentPage, ChoosePlanPage } from './OrderPages';
export { CreatePlanPage, PlanPage } from './PlanPages';
export { StatusPage } from './StatusPage';
