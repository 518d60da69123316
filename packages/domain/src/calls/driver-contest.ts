import { Type, type Static } from '@sinclair/typebox';
import { SAFETY_LEVELS } from '../safety.js';
import { Closed, Id, literals, orNull, PageNumber } from './contract.js';

/**
 * The driver contest (spec document 2 sections 3 and 7.10): drivers scored over a period by the safety
 * rule of safety.ts, ranked, by customer and by dealer. Every call takes `area_id` (a dealer area),
 * `from` and `to` (local days; by default from 7 days ago to yesterday, section 9); the download_*
 * calls answer the xlsx file itself and take `all` (every row instead of the shown top or page).
 */
export const DRIVER_CONTEST_CALLS = {
  listArea: '/api/driver/contest/list_area',
  topDriver: '/api/driver/contest/top_driver',
  topCustomer: '/api/driver/contest/top_customer',
  participantByDealer: '/api/driver/contest/participant_by_dealer',
  listDriver: '/api/driver/contest/list_driver',
  detailDriver: '/api/driver/contest/detail_driver',
  downloadTopDriver: '/api/driver/contest/download_top_driver',
  downloadTopCustomer: '/api/driver/contest/download_top_customer',
  downloadParticipantByDealer: '/api/driver/contest/download_participant_by_dealer',
  downloadListDriver: '/api/driver/contest/download_list_driver',
  downloadDetailDriver: '/api/driver/contest/download_detail_driver',
} as const;

/** The default period: from this many days ago to yesterday (spec document 2 section 9). */
export const CONTEST_DEFAULT_DAYS = 7;
/** The longest period the contest scores, in days. */
export const CONTEST_MAX_DAYS = 92;
/** Rows of the top lists. */
export const CONTEST_TOP = 10;
/** Positions shown on each side of the driver user's own in its anonymised leaderboard. */
export const CONTEST_NEIGHBOURS = 2;

const day = () => Type.String({ format: 'date', description: 'YYYY-MM-DD, a day in the report time zone' });

const periodFields = {
  area_id: Type.Optional(Id({ description: 'a dealer area (list_area); all areas when absent' })),
  from: Type.Optional(day()),
  to: Type.Optional(day()),
};

export const ContestQuery = Closed(periodFields);
export type ContestQuery = Static<typeof ContestQuery>;

export const ContestTopCustomerQuery = Closed({
  ...periodFields,
  /** Only customers with at least one scored driver. */
  is_participant: Type.Optional(Type.Boolean()),
});
export type ContestTopCustomerQuery = Static<typeof ContestTopCustomerQuery>;

export const ContestListQuery = Closed({
  ...periodFields,
  page: Type.Optional(PageNumber()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  search: Type.Optional(Type.String({ maxLength: 80 })),
});
export type ContestListQuery = Static<typeof ContestListQuery>;

export const ContestDetailQuery = Closed({
  ...periodFields,
  /** The driver; the driver user's own when absent. */
  id: Type.Optional(Id()),
});
export type ContestDetailQuery = Static<typeof ContestDetailQuery>;

const allFlag = { all: Type.Optional(Type.Boolean({ description: 'every row instead of the shown top or page' })) };
export const ContestDownloadQuery = Closed({ ...periodFields, ...allFlag });
export type ContestDownloadQuery = Static<typeof ContestDownloadQuery>;
export const ContestTopCustomerDownloadQuery = Closed({ ...ContestTopCustomerQuery.properties, ...allFlag });
export type ContestTopCustomerDownloadQuery = Static<typeof ContestTopCustomerDownloadQuery>;
export const ContestListDownloadQuery = Closed({ ...ContestListQuery.properties, ...allFlag });
export type ContestListDownloadQuery = Static<typeof ContestListDownloadQuery>;
export const ContestDetailDownloadQuery = Closed({ ...ContestDetailQuery.properties, ...allFlag });
export type ContestDetailDownloadQuery = Static<typeof ContestDetailDownloadQuery>;

export const ContestArea = Closed({ id: Type.Integer(), area_name: Type.String() });
export type ContestArea = Static<typeof ContestArea>;
export const ContestAreas = Type.Array(ContestArea);

const Level = literals(SAFETY_LEVELS);

/** The period the answer covers, as resolved (defaults filled in). */
const periodAnswer = { from: Type.String(), to: Type.String() };

/** A driver's standing: rank among the scored drivers in reach, its figures over the period. */
export const DriverStanding = Closed({
  rank: orNull(Type.Integer()),
  /** Null on the anonymised positions the driver user sees around its own. */
  driver_id: orNull(Type.Integer()),
  name: Type.String(),
  organization_name: Type.String(),
  distance_km: Type.Number(),
  /** Null under the minimum distance (not scored). */
  score: orNull(Type.Integer()),
  level: orNull(Level),
  overspeed_count: Type.Integer(),
  harsh_events: Type.Integer(),
  fatigue_events: Type.Integer(),
  crashes: Type.Integer(),
  /** Whether this row is the driver user itself. */
  is_me: Type.Boolean(),
});
export type DriverStanding = Static<typeof DriverStanding>;

export const LevelCount = Closed({ level: Level, count: Type.Integer() });
export type LevelCount = Static<typeof LevelCount>;

export const ContestTopDrivers = Closed({
  ...periodAnswer,
  /** Drivers in reach who drove in the period, and how many of them were scored. */
  drivers: Type.Integer(),
  participants: Type.Integer(),
  levels: Type.Array(LevelCount),
  rows: Type.Array(DriverStanding),
});
export type ContestTopDrivers = Static<typeof ContestTopDrivers>;

export const CustomerStanding = Closed({
  rank: orNull(Type.Integer()),
  organization_id: Type.Integer(),
  organization_name: Type.String(),
  dealer_name: orNull(Type.String()),
  drivers: Type.Integer(),
  participants: Type.Integer(),
  distance_km: Type.Number(),
  /** The distance-weighted mean of its scored drivers' scores. */
  score: orNull(Type.Integer()),
  level: orNull(Level),
  is_participant: Type.Boolean(),
});
export type CustomerStanding = Static<typeof CustomerStanding>;

export const ContestTopCustomers = Closed({ ...periodAnswer, rows: Type.Array(CustomerStanding) });
export type ContestTopCustomers = Static<typeof ContestTopCustomers>;

export const DealerParticipation = Closed({
  /** Null for the customers no dealer sells to. */
  dealer_id: orNull(Type.Integer()),
  dealer_name: orNull(Type.String()),
  customers: Type.Integer(),
  drivers: Type.Integer(),
  participants: Type.Integer(),
});
export type DealerParticipation = Static<typeof DealerParticipation>;

export const ContestParticipants = Closed({ ...periodAnswer, rows: Type.Array(DealerParticipation) });
export type ContestParticipants = Static<typeof ContestParticipants>;

export const ContestDriverList = Closed({
  ...periodAnswer,
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  rows: Type.Array(DriverStanding),
});
export type ContestDriverList = Static<typeof ContestDriverList>;

/** The score's deductions, in points, by cause (safetyDeductions of safety.ts). */
export const Deductions = Closed({
  overspeed: Type.Number(),
  harsh: Type.Number(),
  idle: Type.Number(),
  night: Type.Number(),
  fatigue: Type.Number(),
  crash: Type.Number(),
});
export type Deductions = Static<typeof Deductions>;

export const DriverDay = Closed({
  day: Type.String(),
  distance_km: Type.Number(),
  score: orNull(Type.Integer()),
});
export type DriverDay = Static<typeof DriverDay>;

export const ContestDriverDetail = Closed({
  ...periodAnswer,
  driver: Closed({
    id: Type.Integer(),
    name: Type.String(),
    organization_name: Type.String(),
    licence_number: Type.String(),
    licence_valid_until: orNull(Type.String()),
  }),
  standing: DriverStanding,
  /** Of how many scored drivers in the caller's reach. */
  participants: Type.Integer(),
  totals: Closed({
    distance_km: Type.Number(),
    overspeed_count: Type.Integer(),
    overspeed_minutes: Type.Number(),
    harsh_acceleration: Type.Integer(),
    harsh_braking: Type.Integer(),
    harsh_cornering: Type.Integer(),
    idle_minutes: Type.Number(),
    night_minutes: Type.Number(),
    fatigue_events: Type.Integer(),
    crashes: Type.Integer(),
  }),
  /** Events per 100 km (overspeeds, harsh events, fatigue alerts). */
  per_100km: Closed({ overspeed: Type.Number(), harsh: Type.Number(), fatigue: Type.Number() }),
  deductions: Deductions,
  /** Advice keys, largest deduction first (the web words them). */
  advice: Type.Array(Type.String()),
  /** Neighbouring positions for the driver user: anonymised, its own row marked. */
  around: Type.Array(DriverStanding),
  days: Type.Array(DriverDay),
});
export type ContestDriverDetail = Static<typeof ContestDriverDetail>;
