/** The two things whose activation is followed: a vehicle (spec 7.13) and a customer. */
export type ActivationKind = 'vehicle' | 'customer';

export type DetailFocus = 'history' | 'note' | 'resend';

type KindRoutes = {
  list: string;
  search: string;
  detail: string;
  /** The spec's routes of one record's activation, each opening the detail on its part. */
  focus: Readonly<Record<string, DetailFocus>>;
};

export const KIND_ROUTES: Readonly<Record<ActivationKind, KindRoutes>> = {
  vehicle: {
    list: '/activation/vehicle',
    search: '/activation/vehicle_search',
    detail: '/activation/detail',
    focus: { '/activation/history': 'history', '/activation/addnote': 'note', '/activation/resend': 'resend' },
  },
  customer: {
    list: '/activation/customer',
    search: '/activation/customer_search',
    detail: '/activation/detailcs',
    focus: { '/activation/historycs': 'history', '/activation/addnotecs': 'note', '/activation/resendcs': 'resend' },
  },
};

/** Which kind a route of the activation area shows. */
export function kindOfPath(path: string): ActivationKind {
  const customer = KIND_ROUTES.customer;
  return [customer.list, customer.search, customer.detail].includes(path) || path in customer.focus
    ? 'customer'
    : 'vehicle';
}
