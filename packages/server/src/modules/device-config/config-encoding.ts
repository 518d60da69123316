import { CONFIG_APN_PATTERN, CONFIG_HOST_PATTERN, type ConfigSettings } from '@armada/domain';
import * as gt06 from '../../ingest/protocols/gt06/index.js';
import * as ruptela from '../../ingest/protocols/ruptela/index.js';
import * as teltonika from '../../ingest/protocols/teltonika/index.js';
import { RUPTELA_SMS_PASSWORD } from '../command/command-encoding.js';

/** A configuration in a family's protocol: the packets, their texts, and how many answers to await. */
export type EncodedConfig = { bytes: Buffer; payload: string; answers: number };

/**
 * Teltonika FMB parameter IDs (setparam over Codec 12): 2001 APN, 2004 server domain, 2005 server
 * port, 10050 minimum record period while moving on the home network (seconds).
 */
export const TELTONIKA_PARAMS = { apn: 2001, host: 2004, port: 2005, interval: 10050 } as const;

const APN = new RegExp(CONFIG_APN_PATTERN);
const HOST = new RegExp(CONFIG_HOST_PATTERN);

/**
 * The contract already refuses anything else; this second check guards the encoders themselves: no
 * value may carry a separator of any protocol (';' ':' ',' '#' space) and sneak in another command.
 */
export function safeSettings(settings: ConfigSettings): boolean {
  const { apn, host, port, report_interval: interval } = settings;
  if (apn !== undefined && !APN.test(apn)) return false;
  if (host !== undefined && !HOST.test(host)) return false;
  if (port !== undefined && !(Number.isInteger(port) && port >= 1 && port <= 65_535)) return false;
  if (interval !== undefined && !(Number.isInteger(interval) && interval > 0)) return false;
  return true;
}

/** 'setparam 2001:internet;2004:gps.example.com;2005:5027;10050:60' */
export function teltonikaConfigText(settings: ConfigSettings): string {
  const pairs: string[] = [];
  if (settings.apn !== undefined) pairs.push(`${TELTONIKA_PARAMS.apn}:${settings.apn}`);
  if (settings.host !== undefined) pairs.push(`${TELTONIKA_PARAMS.host}:${settings.host}`);
  if (settings.port !== undefined) pairs.push(`${TELTONIKA_PARAMS.port}:${settings.port}`);
  if (settings.report_interval !== undefined) pairs.push(`${TELTONIKA_PARAMS.interval}:${settings.report_interval}`);
  return `setparam ${pairs.join(';')}`;
}

/**
 * Concox/GT06 text commands, one 0x80 packet each: 'APN,<apn>#', 'SERVER,<0 IP|1 domain>,<host>,<port>,0#'
 * (0 = TCP), 'TIMER,<seconds>#' (upload interval while moving).
 */
export function gt06ConfigTexts(settings: ConfigSettings): string[] {
  const texts: string[] = [];
  if (settings.apn !== undefined) texts.push(`APN,${settings.apn}#`);
  if (settings.host !== undefined && settings.port !== undefined) {
    const mode = /^[0-9.]+$/.test(settings.host) ? 0 : 1;
    texts.push(`SERVER,${mode},${settings.host},${settings.port},0#`);
  }
  if (settings.report_interval !== undefined) texts.push(`TIMER,${settings.report_interval}#`);
  return texts;
}

/**
 * Ruptela SMS-over-GPRS commands: 'setconnection <apn>,,,<ip>,<port>,0' sets the APN and server together
 * (empty login and password, TCP), so it needs all three; the report interval has no SMS command
 * here and is refused (null).
 */
export function ruptelaConfigText(settings: ConfigSettings): string | null {
  if (settings.report_interval !== undefined) return null;
  if (settings.apn === undefined || settings.host === undefined || settings.port === undefined) return null;
  return `setconnection ${settings.apn},,,${settings.host},${settings.port},0`;
}

/** The configuration in the device's own protocol, or null when it has no command for it. */
export function encodeConfig(family: string, settings: ConfigSettings, serial: number): EncodedConfig | null {
  if (!safeSettings(settings)) return null;
  switch (family) {
    case 'teltonika': {
      const payload = teltonikaConfigText(settings);
      return { bytes: teltonika.encodeCommand(payload), payload, answers: 1 };
    }
    case 'gt06': {
      const texts = gt06ConfigTexts(settings);
      if (texts.length === 0) return null;
      const packets = texts.map((text, i) => gt06.encodeCommand(text, serial + i, (serial + i) & 0xffff));
      return { bytes: Buffer.concat(packets), payload: texts.join(' '), answers: texts.length };
    }
    case 'ruptela': {
      const text = ruptelaConfigText(settings);
      if (text === null) return null;
      return { bytes: ruptela.encodeCommand({ kind: 'sms', text }, RUPTELA_SMS_PASSWORD), payload: text, answers: 1 };
    }
    default:
      return null;
  }
}
