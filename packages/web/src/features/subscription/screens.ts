export {
  BillingPage,
  ByBillingPage,
  ChoosePaymentPage,
  ChoosePlanPage,
  CreatePlanPage,
  OnlinePaymentPage,
  PlanPage,
  StatusPage,
} from './SubscriptionPages';
