import { distanceM } from '@armada/domain';
import { dayOf, dayStart, nextDay } from './report-days.js';

/**
 * The report engine's core: a vehicle's fixes, folded in time order, become trips, stops, idling
 * periods and daily totals. The fold is pure and carries its whole state in `Carry` (plain JSON), so
 * folding a track in one go, or packet by packet resuming from the stored carry, gives the same
 * result; a late packet is handled by folding again from the carry stored before its day.
 */
export type SegmentSettings = {
  /** A stationary spell at least this long ends a trip and is a stop (seconds). */
  minStopS: number;
  /** An idling spell (ignition on, speed 0) at least this long is reported (seconds). */
  idleMinS: number;
  /** A trip shorter than this is no trip: the stop around it goes on (metres). */
  minTripM: number;
  /** Speed above which a vehicle is speeding (km/h). */
  overspeedKmh: number;
  /** Speed above which a vehicle with the ignition off is being towed (km/h); 10 rides over GPS drift. */
  towingKmh: number;
};

/** Traccar's defaults for stops and trips; idling and speeding as the alerts have them. */
export const DEFAULT_SEGMENT_SETTINGS: SegmentSettings = {
  minStopS: 300,
  idleMinS: 600,
  minTripM: 500,
  overspeedKmh: 80,
  towingKmh: 10,
};

/** One fix as the engine reads it (positions.props holds ign, mileage in km and fuel). */
export type TrackFix = {
  time: number;
  lat: number;
  lng: number;
  speed: number;
  ign?: 0 | 1;
  mileage?: number;
  fuel?: number;
  /** 1 when the tracker felt a crash or harsh impact. */
  bump?: 0 | 1;
};

export type Place = { time: number; lat: number; lng: number };

/**
 * Trips, stops and idling cover the time; speeding and towing are spells; a crash is a moment; a
 * visit is a stay inside one of the organisation's geofences.
 */
export const SEGMENT_KINDS = ['trip', 'stop', 'idle', 'overspeed', 'towing', 'crash', 'visit'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

export type Segment = {
  kind: SegmentKind;
  start: Place;
  end: Place;
  distanceM: number;
  maxSpeed: number;
  fuelUsed: number | null;
  /** The time of the fix that closed the segment: a refold from before it writes it again. */
  closedAt: number;
  /** The geofence of a visit; 0 for every other kind. */
  place: number;
};

/** The geofences (ids) holding a fix; a vehicle whose organisation has none gets no visits. */
export type PlaceLookup = (fix: { lat: number; lng: number }) => readonly number[];
const NO_PLACES: PlaceLookup = () => [];

function hasVisits(visits: Record<string, unknown>): boolean {
  for (const _ in visits) return true;
  return false;
}

export type DayTotals = {
  day: string;
  distanceM: number;
  engineS: number;
  movingS: number;
  idleS: number;
  stoppedS: number;
  maxSpeed: number;
  overspeedCount: number;
  overspeedS: number;
  fuelUsed: number | null;
  first: Place | null;
  last: Place | null;
};

type Run = { start: Place; distanceM: number; maxSpeed: number; fuelUsed: number | null };

export type Carry = {
  last: TrackFix | null;
  /** The trip under way; `qualified` once it has gone minTripM. */
  trip: (Run & { qualified: boolean }) | null;
  /** A stationary spell inside the trip, with the trip as it stood when the spell began. */
  pause: { at: Place; trip: Run & { qualified: boolean } } | null;
  stop: Place | null;
  idle: Place | null;
  /** Spells under way: speeding and being towed. */
  overspeed: Run | null;
  towing: Run | null;
  /** Whether the last fix reported an impact (a crash is its rising edge). */
  bumped: boolean;
  /** Visits under way, by geofence id. */
  visits: Record<string, Run>;
  day: DayTotals | null;
};

export const EMPTY_CARRY: Carry = {
  last: null,
  trip: null,
  pause: null,
  stop: null,
  idle: null,
  overspeed: null,
  towing: null,
  bumped: false,
  visits: {},
  day: null,
};

export type FoldResult = {
  carry: Carry;
  segments: Segment[];
  /** Every day the fold touched, as it stands after the fold, oldest first. */
  days: DayTotals[];
  /** The carry after each touched day's last fix: where a later refold of the next day starts. */
  dayEnds: Map<string, Carry>;
};

const ignOn = (fix: TrackFix) => fix.ign === 1 || (fix.ign === undefined && fix.speed > 0);
const moving = (fix: TrackFix) => fix.speed > 0 && ignOn(fix);
const idling = (fix: TrackFix) => fix.speed === 0 && ignOn(fix);
const placeOf = (fix: TrackFix): Place => ({ time: fix.time, lat: fix.lat, lng: fix.lng });

/** Between two fixes further apart than this (a tracker unplugged for weeks), nothing is counted. */
export const MAX_GAP_MS = 31 * 86_400_000;

/** The fastest a truck's odometer may honestly advance; a larger step is a reset or a glitch. */
const MAX_ODOMETER_KMH = 250;

/** Metres between two fixes: by the odometer where both carry a plausible one, else along the track. */
function stepDistance(a: TrackFix, b: TrackFix): number {
  if (a.mileage !== undefined && b.mileage !== undefined) {
    const km = b.mileage - a.mileage;
    if (km >= 0 && km <= (MAX_ODOMETER_KMH * (b.time - a.time)) / 3_600_000) return km * 1000;
  }
  // Between two standing fixes the GPS only drifts.
  if (a.speed === 0 && b.speed === 0) return 0;
  return distanceM([a.lng, a.lat], [b.lng, b.lat]);
}

/** Litres burnt between two fixes with the engine on: drops of the level count, refuels do not. */
function stepFuel(a: TrackFix, b: TrackFix): number | null {
  if (a.fuel === undefined || b.fuel === undefined) return null;
  return ignOn(a) && b.fuel < a.fuel ? a.fuel - b.fuel : 0;
}

const addFuel = (total: number | null, step: number | null) => (step === null ? total : (total ?? 0) + step);

function emptyDay(day: string): DayTotals {
  return {
    day,
    distanceM: 0,
    engineS: 0,
    movingS: 0,
    idleS: 0,
    stoppedS: 0,
    maxSpeed: 0,
    overspeedCount: 0,
    overspeedS: 0,
    fuelUsed: null,
    first: null,
    last: null,
  };
}

const copy = <T>(value: T): T => structuredClone(value);

/** Folds `fixes` (time order, all after `carry.last`) into `carry`. */
export function foldTrack(
  start: Carry,
  fixes: readonly TrackFix[],
  settings: SegmentSettings,
  zone: string,
  placesAt: PlaceLookup = NO_PLACES,
): FoldResult {
  const carry: Carry = { ...EMPTY_CARRY, ...copy(start) };
  const segments: Segment[] = [];
  const touched = new Map<string, DayTotals>();
  const dayEnds = new Map<string, Carry>();
  let dayEnd = carry.day ? dayStart(nextDay(carry.day.day), zone) : Number.NEGATIVE_INFINITY;

  /** The day totals holding `time` (never before the current day), opening the days up to it. */
  function dayAt(time: number): DayTotals {
    if (!carry.day) {
      carry.day = emptyDay(dayOf(time, zone));
      dayEnd = dayStart(nextDay(carry.day.day), zone);
    }
    while (time >= dayEnd) {
      carry.day = emptyDay(nextDay(carry.day.day));
      dayEnd = dayStart(nextDay(carry.day.day), zone);
    }
    touched.set(carry.day.day, carry.day);
    return carry.day;
  }

  /** What the time from `a` to `b` adds to the days it spans, by the state at `a`. */
  function account(a: TrackFix, b: TrackFix, metres: number, litres: number | null): void {
    const span = b.time - a.time;
    // A silence this long is not a known state: no day rows are made up for it.
    if (span > MAX_GAP_MS) return;
    for (let from = a.time; from < b.time;) {
      const day = dayAt(from);
      const to = Math.min(b.time, dayEnd);
      const share = (to - from) / span;
      const seconds = (to - from) / 1000;
      day.distanceM += metres * share;
      if (litres !== null) day.fuelUsed = (day.fuelUsed ?? 0) + litres * share;
      if (ignOn(a)) day.engineS += seconds;
      if (moving(a)) day.movingS += seconds;
      else if (idling(a)) day.idleS += seconds;
      else day.stoppedS += seconds;
      if (a.speed > settings.overspeedKmh) day.overspeedS += seconds;
      from = to;
    }
  }

  function closeIdle(fix: TrackFix): void {
    if (!carry.idle) return;
    if (fix.time - carry.idle.time >= settings.idleMinS * 1000)
      segments.push({
        kind: 'idle',
        start: carry.idle,
        end: { ...carry.idle, time: fix.time },
        distanceM: 0,
        maxSpeed: 0,
        fuelUsed: null,
        closedAt: fix.time,
        place: 0,
      });
    carry.idle = null;
  }

  function closeStop(end: Place, closedAt: number): void {
    if (carry.stop && end.time - carry.stop.time >= settings.minStopS * 1000)
      segments.push({
        kind: 'stop',
        start: carry.stop,
        end,
        distanceM: 0,
        maxSpeed: 0,
        fuelUsed: null,
        closedAt,
        place: 0,
      });
    carry.stop = null;
  }

  function step(fix: TrackFix): void {
    const last = carry.last;
    if (last) {
      const metres = stepDistance(last, fix);
      const litres = stepFuel(last, fix);
      account(last, fix, metres, litres);
      for (const run of [carry.trip, carry.overspeed, carry.towing, ...Object.values(carry.visits)]) {
        if (!run) continue;
        run.distanceM += metres;
        run.fuelUsed = addFuel(run.fuelUsed, litres);
      }
    }
    const day = dayAt(fix.time);
    day.first ??= placeOf(fix);
    day.last = placeOf(fix);
    day.maxSpeed = Math.max(day.maxSpeed, fix.speed);
    if (fix.speed > settings.overspeedKmh && !carry.overspeed) day.overspeedCount += 1;
    carry.overspeed = spell('overspeed', carry.overspeed, fix, fix.speed > settings.overspeedKmh);
    carry.towing = spell('towing', carry.towing, fix, fix.ign === 0 && fix.speed > settings.towingKmh);
    if (fix.bump === 1 && !carry.bumped) {
      const at = placeOf(fix);
      const before = last?.speed ?? fix.speed;
      segments.push({
        kind: 'crash',
        start: at,
        end: at,
        distanceM: 0,
        maxSpeed: before,
        fuelUsed: null,
        closedAt: fix.time,
        place: 0,
      });
    }
    carry.bumped = fix.bump === 1;
    visit(fix);

    if (moving(fix)) {
      carry.pause = null;
      carry.trip ??= { start: placeOf(fix), distanceM: 0, maxSpeed: 0, fuelUsed: null, qualified: false };
      carry.trip.maxSpeed = Math.max(carry.trip.maxSpeed, fix.speed);
      if (!carry.trip.qualified && carry.trip.distanceM >= settings.minTripM) {
        carry.trip.qualified = true;
        closeStop(carry.trip.start, fix.time);
      }
    } else if (carry.trip) {
      carry.pause ??= { at: placeOf(fix), trip: copy(carry.trip) };
      if (fix.time - carry.pause.at.time >= settings.minStopS * 1000) endTrip(fix.time);
    } else {
      carry.stop ??= placeOf(fix);
    }

    if (idling(fix)) carry.idle ??= placeOf(fix);
    else closeIdle(fix);
    carry.last = fix;
  }

  /** A spell goes on while `on`, and is written when the first fix without it ends it. */
  function spell(kind: 'overspeed' | 'towing', run: Run | null, fix: TrackFix, on: boolean): Run | null {
    if (on) {
      const going = run ?? { start: placeOf(fix), distanceM: 0, maxSpeed: 0, fuelUsed: null };
      going.maxSpeed = Math.max(going.maxSpeed, fix.speed);
      return going;
    }
    if (run) segments.push({ kind, ...run, end: placeOf(fix), closedAt: fix.time, place: 0 });
    return null;
  }

  /** Opens a visit for each geofence the fix entered; the first fix outside one ends its visit. */
  function visit(fix: TrackFix): void {
    const ids = placesAt(fix);
    // The common case, folded for every fix: no geofence here and none left.
    if (ids.length === 0 && !hasVisits(carry.visits)) return;
    const inside = new Set(ids.map(String));
    const open: Record<string, Run> = {};
    for (const [id, run] of Object.entries(carry.visits)) {
      if (!inside.has(id)) {
        segments.push({ kind: 'visit', ...run, end: placeOf(fix), closedAt: fix.time, place: Number(id) });
        continue;
      }
      run.maxSpeed = Math.max(run.maxSpeed, fix.speed);
      open[id] = run;
    }
    for (const id of inside) open[id] ??= { start: placeOf(fix), distanceM: 0, maxSpeed: fix.speed, fuelUsed: null };
    carry.visits = open;
  }

  /** The trip ends where its stationary spell began; that spell is the next stop. */
  function endTrip(closedAt: number): void {
    const pause = carry.pause;
    if (!pause) return;
    const { qualified, ...trip } = pause.trip;
    if (qualified) {
      segments.push({ kind: 'trip', ...trip, end: pause.at, closedAt, place: 0 });
      carry.stop = pause.at;
    }
    // A trip too short to count leaves the stop before it open.
    else carry.stop ??= pause.at;
    carry.trip = null;
    carry.pause = null;
  }

  for (const fix of fixes) {
    if (carry.last && fix.time <= carry.last.time) continue;
    // The carry as the last fix's day ends, before the step that carries time into the next day.
    if (carry.day && carry.last && fix.time >= dayEnd) dayEnds.set(carry.day.day, copy(carry));
    step(fix);
  }
  if (carry.day && carry.last) dayEnds.set(carry.day.day, copy(carry));
  return { carry, segments, days: [...touched.values()].map(copy), dayEnds };
}
