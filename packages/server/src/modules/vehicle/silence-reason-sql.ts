import { sql, type SQL } from 'drizzle-orm';
import { SILENCE_SETTINGS, type SilenceReason } from '@armada/domain';
import { vehicleState, vehicles } from '../../db/schema.js';

/**
 * silenceReason() of the domain in SQL over the vehicle's state row, so the not-updated list filters
 * and counts by reason in the database; silence-reason-sql.test.ts checks that both agree. The poor
 * GSM levels (Poor, No Signal) are Teltonika's 1-2 of 1-5 and the others' CSQ 1-12 of 1-31, out of
 * range counting as no signal, as gsmLevel() reads them.
 */
export function silenceReasonSql(): SQL<SilenceReason> {
  const props = vehicleState.props;
  const volts = sql`coalesce((${props}->>'accu')::float8, (${props}->>'accu_voltage')::float8)`;
  const gsm = sql`round((${props}->>'gsm_signal')::numeric)`;
  const teltonika = sql`${vehicles.gpstype} NOT IN (1, 3)`;
  const poorGsm = sql`(${props}->>'gsm_signal') IS NOT NULL AND CASE WHEN ${teltonika}
    THEN ${gsm} NOT BETWEEN 3 AND 5 ELSE ${gsm} NOT BETWEEN 13 AND 31 END`;
  // Constants inlined, not bound: the same text then groups by itself in the summary.
  const powerCut = sql.raw(String(Number(SILENCE_SETTINGS.powerCutVolts)));
  const minSat = sql.raw(String(Number(SILENCE_SETTINGS.minSatellites)));
  return sql<SilenceReason>`CASE
    WHEN ${vehicleState.imei} IS NULL THEN 'never_reported'
    WHEN ${volts} < ${powerCut} THEN 'power_cut'
    WHEN (${props}->>'gps') = '0' OR ${vehicleState.sat} < ${minSat} OR (${poorGsm}) THEN 'no_signal'
    WHEN (${props}->>'ign') = '0' AND ${vehicleState.speed} = 0 THEN 'parked_long'
    ELSE 'unknown' END`;
}
