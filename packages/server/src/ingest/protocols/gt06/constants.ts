/** Protocol numbers of the Concox GT06 family (GT06 document section 4.3, V3.1 document section 1.1). */
export const MSG = {
  login: 0x01,
  gps: 0x12,
  status: 0x13,
  stringInfo: 0x15,
  alarm: 0x16,
  lbsAlarm: 0x19,
  commandReply: 0x21,
  gpsUtc: 0x22,
  statusExternal: 0x23,
  alarmUtc: 0x26,
  alarmFences: 0x27,
  addressRequest: 0x2a,
  command: 0x80,
  timeRequest: 0x8a,
  information: 0x94,
  addressReply: 0x97,
} as const;

/** Packets the device waits an answer for; the answer echoes the protocol number and serial. */
export const ACKED: ReadonlySet<number> = new Set([
  MSG.login,
  MSG.status,
  MSG.statusExternal,
  MSG.alarm,
  MSG.lbsAlarm,
  MSG.alarmUtc,
  MSG.alarmFences,
]);

/** Latitude and longitude travel as minutes × 30000, so degrees × 1,800,000. */
export const COORDINATE_SCALE = 1_800_000;

/** Oil-electricity (starter) cut commands of the GT06 document (sections 6.4, 6.5, appendix B). */
export const STARTER_COMMANDS = { engage: 'DYD,000000#', release: 'HFYD,000000#' } as const;
