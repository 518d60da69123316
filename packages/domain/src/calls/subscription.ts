import { Type, type Static } from '@sinclair/typebox';
import { Closed, DateTime, Id, literals, orNull } from './contract.js';

/**
 * Subscriptions and billing (`/subscription/*`; call names are ours). Administrators who hold
 * `edit_plan` make and change plans; a customer's administrator (`manage_subscription`) orders a plan
 * for vehicles of their own organisation and pays by bank transfer to a virtual account (confirmed by
 * finance staff holding `confirm_payment`) or online through Midtrans when its keys are set.
 */
export const SUBSCRIPTION_CALLS = {
  plans: '/api/subscription/list_plan',
  createPlan: '/api/subscription/create_plan',
  editPlan: '/api/subscription/edit_plan',
  paymentOptions: '/api/subscription/payment_option',
  order: '/api/subscription/order_plan',
  pay: '/api/subscription/pay_online',
  status: '/api/subscription/list_status',
  invoices: '/api/subscription/list_invoice',
  invoicePdf: '/api/subscription/invoice_pdf',
  confirm: '/api/subscription/confirm_payment',
  /** Midtrans' notification (its format, not a portal call). */
  notification: '/payment/midtrans/notification',
} as const;

/** Legacy payment status codes 0-4 (document 2): PRP, Live, Incomplete, RRD, INV. */
export const PAYMENT_STATUS = ['PRP', 'Live', 'Incomplete', 'RRD', 'INV'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUS)[number];
/** Our meaning of each code (docs/decisions.md). */
export const PAYMENT_STATUS_CODE = {
  /** Ordered for online payment, not paid yet. */
  prepared: 0,
  /** Paid: the vehicles' subscriptions run. */
  live: 1,
  /** The online payment was refused, cancelled or expired. */
  incomplete: 2,
  /** A paid invoice the provider refunded. */
  refunded: 3,
  /** Invoiced for bank transfer, waiting for finance to confirm the transfer. */
  invoiced: 4,
} as const;

/** Debt-ageing buckets A-I (document 2). */
export const AGEING_BUCKETS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_LABELS: Record<AgeingBucket, string> = {
  A: 'Current',
  B: '1-30',
  C: '31-60',
  D: '61-90',
  E: '91-120',
  F: '121-150',
  G: '151-180',
  H: '180+',
  I: 'WRITE OFF',
};
/** Days past due after which an unpaid invoice is written off (bucket I). */
export const WRITE_OFF_DAYS = 365;

/** The bucket of an invoice `daysLate` days past its due date (0 or less: current). */
export function ageingBucket(daysLate: number): AgeingBucket {
  if (daysLate <= 0) return 'A';
  if (daysLate > WRITE_OFF_DAYS) return 'I';
  if (daysLate > 180) return 'H';
  return AGEING_BUCKETS[Math.ceil(daysLate / 30)] ?? 'H';
}

export const PAYMENT_METHODS = ['bank_transfer', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PLAN_PERIODS = [1, 3, 6, 12] as const;

/** Days an ended subscription still gives history and reports (docs/decisions.md). */
export const SUBSCRIPTION_GRACE_DAYS = 7;
/** Days before its end a subscription is reminded to the organisation's administrators. */
export const SUBSCRIPTION_REMINDER_DAYS = 14;
/** Days from order to due date. */
export const INVOICE_DUE_DAYS = 14;

const PlanCode = Type.String({
  pattern: '^[A-Z0-9][A-Z0-9_-]{1,19}$',
  description: 'Upper-case letters, digits, - and _',
});
const PlanFields = {
  code: PlanCode,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  /** Rupiah per vehicle and period. */
  price: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  period_months: Type.Integer({ minimum: 1, maximum: 12 }),
  history_days: Type.Integer({ minimum: 1, maximum: 400 }),
  reports: Type.Boolean(),
  api_access: Type.Boolean(),
  active: Type.Boolean({ default: true }),
};
export const PlanCreateBody = Closed(PlanFields);
export type PlanCreateBody = Static<typeof PlanCreateBody>;
export const PlanEditBody = Closed({ id: Id(), ...PlanFields });
export type PlanEditBody = Static<typeof PlanEditBody>;

export const PlanRow = Closed({ id: Id(), ...PlanFields, active: Type.Boolean() });
export type PlanRow = Static<typeof PlanRow>;
export const PlanList = Type.Array(PlanRow);

export const PaymentOptions = Closed({
  methods: Type.Array(literals(PAYMENT_METHODS)),
  /** Midtrans Snap's client key and script, when online payment is offered. */
  client_key: orNull(Type.String()),
  snap_url: orNull(Type.String()),
});
export type PaymentOptions = Static<typeof PaymentOptions>;

export const ORDER_VEHICLE_IDS_PATTERN = '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,199}$';
export const OrderBody = Closed({
  plan_id: Id(),
  /** Comma-separated vehicle ids of the caller's own organisation, at most 200. */
  vehicle_ids: Type.String({ pattern: ORDER_VEHICLE_IDS_PATTERN }),
  payment_method: literals(PAYMENT_METHODS),
});
export type OrderBody = Static<typeof OrderBody>;

export const InvoiceRow = Closed({
  id: Id(),
  organization_id: Id(),
  organization_name: Type.String(),
  plan_code: Type.String(),
  plan_name: Type.String(),
  invoice_number: Type.String(),
  billing_number: Type.String(),
  order_date: DateTime(),
  due_date: Type.String({ format: 'date' }),
  status: Type.Integer({ minimum: 0, maximum: 4 }),
  status_name: literals(PAYMENT_STATUS),
  payment_method: literals(PAYMENT_METHODS),
  amount: Type.Integer({ minimum: 0 }),
  virtual_account: orNull(Type.String()),
  paid_at: orNull(DateTime()),
  vehicles: Type.Integer({ minimum: 0 }),
  ageing: literals(AGEING_BUCKETS),
});
export type InvoiceRow = Static<typeof InvoiceRow>;
export const InvoiceList = Type.Array(InvoiceRow);

export const InvoiceQuery = Closed({ id: Id() });
export const ConfirmBody = Closed({ id: Id() });

export const OnlinePayment = Closed({ token: Type.String(), redirect_url: Type.String() });
export type OnlinePayment = Static<typeof OnlinePayment>;

export const SubscriptionStatusRow = Closed({
  vehicle_id: Id(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  plan_code: orNull(Type.String()),
  plan_name: orNull(Type.String()),
  starts_at: orNull(DateTime()),
  ends_at: orNull(DateTime()),
  /** none: on the truck's included plan; active; grace: ended within the grace period; lapsed. */
  state: literals(['none', 'active', 'grace', 'lapsed'] as const),
});
export type SubscriptionStatusRow = Static<typeof SubscriptionStatusRow>;
export const SubscriptionStatusList = Type.Array(SubscriptionStatusRow);

/** What Midtrans posts (its HTTP notification); other fields it sends are kept but not read. */
export const MidtransNotification = Type.Object(
  {
    order_id: Type.String({ minLength: 1, maxLength: 100 }),
    status_code: Type.String({ maxLength: 10 }),
    gross_amount: Type.String({ maxLength: 30 }),
    signature_key: Type.String({ maxLength: 200 }),
    transaction_status: Type.String({ maxLength: 30 }),
    transaction_id: Type.Optional(Type.String({ maxLength: 100 })),
    fraud_status: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: true },
);
export type MidtransNotification = Static<typeof MidtransNotification>;
