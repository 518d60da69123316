import { Type, type Static } from '@sinclair/typebox';
import { SAFETY_LEVELS } from '../safety.js';
import { Closed, Id, literals, orNull } from './contract.js';

/** The dashboard's window for its top lists and recent counts (spec notice: 'In the last 14 days'). */
export const SUMMARY_DAYS = 14;
/** Spec dashboard limits: top 5 vehicles, top 2 and top 5 fuel units. */
export const TOP_VEHICLES = 5;
export const TOP_FUEL_UNITS = 5;
export const BEST_FUEL_UNITS = 2;
/** The vehicles named under each safety level, lowest score first. */
export const SAFETY_LEVEL_VEHICLES = 10;

/**
 * `GET /api/analytic/fleet_summary/view_fleet_summary` (ours): the dashboard's figures beside the
 * ratios, for the brand or one dealer area, dealer group or dealer (the ratio calls' filters and
 * reach), over the last 14 days.
 */
export const FleetSummaryQuery = Closed({
  dealer_area_id: Type.Optional(Id()),
  dealer_id: Type.Optional(Id()),
  dealer_group_id: Type.Optional(Id()),
});
export type FleetSummaryQuery = Static<typeof FleetSummaryQuery>;

const vehicleFields = {
  vehicle_id: Id(),
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
};

/** A vehicle with the most distance in the window. */
export const SummaryVehicle = Closed({
  ...vehicleFields,
  owner_name: orNull(Type.String()),
  distance_km: Type.Number({ minimum: 0 }),
  engine_hours: Type.Number({ minimum: 0 }),
});
export type SummaryVehicle = Static<typeof SummaryVehicle>;

/** A vehicle's fuel in the window: litres used, and distance per litre when it moved. */
export const FuelUnit = Closed({
  ...vehicleFields,
  fuel_litres: Type.Number({ minimum: 0 }),
  distance_km: Type.Number({ minimum: 0 }),
  km_per_litre: orNull(Type.Number({ minimum: 0 })),
});
export type FuelUnit = Static<typeof FuelUnit>;

export const SafetyVehicle = Closed({ ...vehicleFields, score: Type.Integer({ minimum: 0, maximum: 100 }) });
export type SafetyVehicle = Static<typeof SafetyVehicle>;

/** How many vehicles scored in a level, and the lowest-scored of them. */
export const SafetyBand = Closed({
  level: literals(SAFETY_LEVELS),
  count: Type.Integer({ minimum: 0 }),
  vehicles: Type.Array(SafetyVehicle),
});
export type SafetyBand = Static<typeof SafetyBand>;

export const FleetSummary = Closed({
  /** The window's first and last day ('YYYY-MM-DD', the reports' zone). */
  from: Type.String(),
  to: Type.String(),
  days: Type.Integer({ minimum: 1 }),
  top_vehicles: Type.Array(SummaryVehicle),
  /** The five units that used the most fuel. */
  fuel_most: Type.Array(FuelUnit),
  /** The two units that went furthest per litre. */
  fuel_best: Type.Array(FuelUnit),
  /** The five levels, best first; vehicles that drove too little are not scored. */
  safety: Type.Array(SafetyBand),
  scored_vehicles: Type.Integer({ minimum: 0 }),
  /** Vehicles activated in the window. */
  activated_recently: Type.Integer({ minimum: 0 }),
  /** Activated vehicles without data for 2 × 24 hours (the not-updated rule). */
  not_updated: Type.Integer({ minimum: 0 }),
  /** Alerts (activity notifications) raised in the window. */
  alerts_recently: Type.Integer({ minimum: 0 }),
});
export type FleetSummary = Static<typeof FleetSummary>;

export const FLEET_SUMMARY_PATH = '/api/analytic/fleet_summary/view_fleet_summary';
