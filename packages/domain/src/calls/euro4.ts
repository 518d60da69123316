import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { ABNORMAL_TYPES, HEALTH_STATUSES } from '../telemetry/health.js';
import { MOVEMENTS } from '../telemetry/movement.js';
import { ANALYTIC_FIRST_YEAR, ANALYTIC_LAST_YEAR } from './analytic.js';
import { Closed, PageNumber, literals, orNull } from './contract.js';
import { MOVEMENT_TYPE_FILTERS } from './monitoring.js';

/**
 * The Euro 4 programme's calls (ours; spec document 2 section 4 "Monitoring map filters" and section
 * 6): `GET /api/analytic/euro4/...`, for the brand's staff and the euro4 realm over every dealer's
 * Euro 4 trucks. What they count is in docs/decisions.md ("Euro 4 dashboard").
 */
export const EURO4_PATHS = {
  summary: '/api/analytic/euro4/view_euro4_summary',
  dealers: '/api/analytic/euro4/list_euro4_dealer',
  vehicles: '/api/analytic/euro4/list_euro4_vehicle',
  ratio: '/api/analytic/euro4/list_euro4_ratio',
  /** The trucks' list as an xlsx file, every matching truck (paging ignored), delivered as a notification. */
  download: '/api/analytic/euro4/download_euro4_vehicle',
} as const;

/** The dealer id of Euro 4 trucks no dealer serves (the brand's own and leasing fleets). */
export const NO_DEALER_ID = 0;

/** The dealers with the most Euro 4 trucks not updated that the dashboard names. */
export const EURO4_TOP_DEALERS = 10;

const count = () => Type.Integer({ minimum: 0 });

export const Euro4SummaryQuery = Closed({});

export const Euro4Summary = Closed({
  units: count(),
  /** Activation status '2' (Vehicle Active). */
  activated: count(),
  /** Last record since midnight in the reports' zone. */
  reporting_today: count(),
  /** An active device whose last record is older than 2 days, or that never reported. */
  not_updated: count(),
  movement: Closed(
    Object.fromEntries(MOVEMENTS.map((m) => [m, count()])) as Record<
      (typeof MOVEMENTS)[number],
      ReturnType<typeof count>
    >,
  ),
  health: Closed(
    Object.fromEntries(HEALTH_STATUSES.map((h) => [h, count()])) as Record<
      (typeof HEALTH_STATUSES)[number],
      ReturnType<typeof count>
    >,
  ),
  /** Abnormal trucks by kind; a truck with two kinds counts in both. */
  abnormal_types: Closed(
    Object.fromEntries(ABNORMAL_TYPES.map((a) => [a, count()])) as Record<
      (typeof ABNORMAL_TYPES)[number],
      ReturnType<typeof count>
    >,
  ),
  /** Most not-updated units first; dealers with none left out. */
  top_not_updated: Type.Array(
    Closed({ dealer_id: count(), dealer_name: orNull(Type.String()), units: count(), not_updated: count() }),
  ),
  /** ISO 8601: when the figures were counted. */
  counted_at: Type.String(),
});
export type Euro4Summary = Static<typeof Euro4Summary>;

export const EURO4_DEALER_SORTS = [
  'dealer_name',
  '-dealer_name',
  'units',
  '-units',
  'reporting_today',
  '-reporting_today',
  'not_updated',
  '-not_updated',
  'abnormal',
  '-abnormal',
] as const;
export type Euro4DealerSort = (typeof EURO4_DEALER_SORTS)[number];

export const Euro4DealerQuery = Closed({
  count_perpage: Type.Integer({ minimum: 1, maximum: 1000, default: DEFAULT_PAGE_SIZE }),
  page: PageNumber(),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sort: literals(EURO4_DEALER_SORTS, { default: '-units' }),
});
export type Euro4DealerQuery = Static<typeof Euro4DealerQuery>;

export const Euro4Dealer = Closed({
  /** 0: the trucks no dealer serves. */
  dealer_id: count(),
  dealer_name: orNull(Type.String()),
  units: count(),
  activated: count(),
  reporting_today: count(),
  not_updated: count(),
  abnormal: count(),
});
export type Euro4Dealer = Static<typeof Euro4Dealer>;

export const Euro4DealerPage = Page(Euro4Dealer);
export type Euro4DealerPage = Static<typeof Euro4DealerPage>;

export const EURO4_VEHICLE_SORTS = [
  'vehicle_name',
  '-vehicle_name',
  'vehicle_number',
  '-vehicle_number',
  'time',
  '-time',
  'customer_name',
  '-customer_name',
] as const;
export type Euro4VehicleSort = (typeof EURO4_VEHICLE_SORTS)[number];

export const EURO4_HEALTH_FILTERS = ['all', ...HEALTH_STATUSES] as const;
export type Euro4HealthFilter = (typeof EURO4_HEALTH_FILTERS)[number];

export const EURO4_STATE_FILTERS = ['all', 'activated', 'reporting_today'] as const;
export type Euro4StateFilter = (typeof EURO4_STATE_FILTERS)[number];

export const Euro4VehicleQuery = Closed({
  count_perpage: Type.Integer({ minimum: 1, maximum: 1000, default: DEFAULT_PAGE_SIZE }),
  page: PageNumber(),
  /** One dealer's trucks (0: those no dealer serves); every dealer's when absent. */
  dealer_id: Type.Optional(count()),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sort: literals(EURO4_VEHICLE_SORTS, { default: 'vehicle_name' }),
  type: literals(MOVEMENT_TYPE_FILTERS, { default: 'all' }),
  health: literals(EURO4_HEALTH_FILTERS, { default: 'all' }),
  abnormal_type: Type.Optional(literals(ABNORMAL_TYPES)),
  state: literals(EURO4_STATE_FILTERS, { default: 'all' }),
});
export type Euro4VehicleQuery = Static<typeof Euro4VehicleQuery>;

/** A Euro 4 truck: the production-monitoring row's identity, movement and health, with its customer and dealer. */
export const Euro4Vehicle = Closed({
  imei: Type.String(),
  vehicle_id: Type.Integer(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  chassis_number: orNull(Type.String()),
  movement: literals(MOVEMENTS),
  abnormal_status: literals(HEALTH_STATUSES),
  abnormal_type: Type.Array(literals(ABNORMAL_TYPES)),
  activation_status: Type.String(),
  /** The last record's time, ISO 8601; null when it never reported. */
  time: orNull(Type.String()),
  location: orNull(Type.String()),
  position: Closed({ lat: orNull(Type.Number()), lng: orNull(Type.Number()) }),
  customer_id: Type.Integer(),
  customer_name: orNull(Type.String()),
  dealer_id: count(),
  dealer_name: orNull(Type.String()),
});
export type Euro4Vehicle = Static<typeof Euro4Vehicle>;

export const Euro4VehiclePage = Page(Euro4Vehicle);
export type Euro4VehiclePage = Static<typeof Euro4VehiclePage>;

/** The vehicle ratios the Euro 4 dashboard draws by month. */
export const EURO4_RATIOS = [
  'vehicle_activation_ratio',
  'vehicle_not_update_ratio',
  'vehicle_engagement_ratio',
] as const;
export type Euro4Ratio = (typeof EURO4_RATIOS)[number];

export const Euro4RatioQuery = Closed({
  year: Type.Integer({ minimum: ANALYTIC_FIRST_YEAR, maximum: ANALYTIC_LAST_YEAR }),
  ratio: literals(EURO4_RATIOS),
});
export type Euro4RatioQuery = Static<typeof Euro4RatioQuery>;
