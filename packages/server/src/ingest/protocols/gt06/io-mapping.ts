import type { TelemetryProperties } from '@armada/domain';

/**
 * GT06 has no IO elements: the values come from fixed status fields. Documented in
 * docs/io-mapping/gt06.md; keep the two in step.
 */

/** Terminal information byte (0x13, 0x16, 0x19, 0x23, 0x26): bit 7 oil-electricity cut, bit 1 ACC. */
export const TERMINAL_BITS = { cut: 0x80, tracking: 0x40, charging: 0x04, acc: 0x02, defence: 0x01 } as const;

export function terminalInfoProperties(info: number): TelemetryProperties {
  return { imb: bit(info, TERMINAL_BITS.cut), ign: bit(info, TERMINAL_BITS.acc) };
}

/** Alarm codes (first Alarm/Language byte) that mean a harsh or crash event. */
const BUMP_ALARMS: ReadonlySet<number> = new Set([0x03, 0x29, 0x2a, 0x2b, 0x2c, 0x2d, 0x30]);
/** Disassemble (0x13) and open cover (0x18). */
const DISMANTLE_ALARMS: ReadonlySet<number> = new Set([0x13, 0x18]);
const ACC_ON_ALARM = 0xfe;
const ACC_OFF_ALARM = 0xff;

export function alarmProperties(code: number): TelemetryProperties {
  const properties: TelemetryProperties = { eventID: code };
  if (BUMP_ALARMS.has(code)) properties.bump = 1;
  if (DISMANTLE_ALARMS.has(code)) properties.dismantle = 1;
  if (code === ACC_ON_ALARM) properties.ign = 1;
  if (code === ACC_OFF_ALARM) properties.ign = 0;
  return properties;
}

/** Information transmission (0x94) sub-types this mapping reads; the others carry nothing we keep. */
export const INFO_TYPES = { externalVoltage: 0x00, statusSync: 0x04, door: 0x05, iccid: 0x0a } as const;

/** Reads the sub-type's data when it is long enough; a shorter one (vendor variant) gives nothing. */
export function informationProperties(type: number, data: Buffer): TelemetryProperties {
  switch (type) {
    case INFO_TYPES.externalVoltage: {
      if (data.length < 2) return {};
      const volts = data.readUInt16BE(0) / 100;
      return { accu: volts, accu_voltage: volts };
    }
    case INFO_TYPES.door: {
      // Flags alone, or after the 6-byte date-time of the event (JM-VL02); bit 0 "door status 1 ON":
      // the door switch is triggered, i.e. the door is open.
      const flags = data.length >= DOOR_WITH_TIME_BYTES ? data[6] : data[0];
      return flags === undefined ? {} : { door1: (flags & 0x01) === 1 ? 0 : 1 };
    }
    case INFO_TYPES.iccid: {
      // IMEI (8) and IMSI (8) come first; an ICCID of 19 digits is padded with F.
      if (data.length < 26) return {};
      return { iccid: data.subarray(16, 26).toString('hex').replace(/f+$/, '') };
    }
    case INFO_TYPES.statusSync:
      return statusSyncProperties(data.toString('latin1'));
    default:
      return {};
  }
}

const DOOR_WITH_TIME_BYTES = 7;

/** "DYD=01;..." in the ASCII status sync: bit 1 cut, bit 0 connected (V3.1 section 10.1). */
function statusSyncProperties(text: string): TelemetryProperties {
  const match = /(?:^|;)DYD=([0-9A-Fa-f]{2})/.exec(text);
  if (!match?.[1]) return {};
  const flags = parseInt(match[1], 16);
  if ((flags & 0x02) !== 0) return { imb: 1 };
  return (flags & 0x01) !== 0 ? { imb: 0 } : {};
}

function bit(value: number, mask: number): 0 | 1 {
  return (value & mask) !== 0 ? 1 : 0;
}

/**
 * GT06 reports GSM strength as a level 0-4; the portal's GSM scale for non-Teltonika devices is the
 * modem's 0-31 (spec document 2 section 4), so each level maps to the middle of its band and back.
 */
const CSQ_BY_LEVEL = [0, 9, 15, 21, 28] as const;

/** The GSM byte as a level 0-4; some devices put other values there, which are not reported. */
export function gsmProperties(level: number): TelemetryProperties {
  return level <= 4 ? { gsm_signal: gsmFromLevel(level) } : {};
}

export function gsmFromLevel(level: number): number {
  return CSQ_BY_LEVEL[Math.max(0, Math.min(4, level))] ?? 0;
}

export function levelFromGsm(csq: number | undefined): number {
  if (csq === undefined) return 4;
  if (csq >= 25) return 4;
  if (csq >= 19) return 3;
  if (csq >= 13) return 2;
  if (csq >= 7) return 1;
  return 0;
}
