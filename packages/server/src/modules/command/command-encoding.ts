import type { StarterKillAction } from '@armada/domain';
import * as gt06 from '../../ingest/protocols/gt06/index.js';
import * as ruptela from '../../ingest/protocols/ruptela/index.js';
import * as teltonika from '../../ingest/protocols/teltonika/index.js';

/** The bytes of a command in a family's protocol, and its text as the audit trail shows it. */
export type EncodedCommand = { bytes: Buffer; payload: string };

/**
 * Ruptela's SMS-over-GPRS commands start with the device's SMS password; the factory setting has
 * none, and the text then starts with the space.
 */
export const RUPTELA_SMS_PASSWORD = '';

/** Server command 108's text: after the 2-byte length and the command byte, before the CRC. */
function ruptelaText(bytes: Buffer): string {
  return bytes
    .subarray(3, bytes.length - 2)
    .toString('ascii')
    .slice(RUPTELA_SMS_PASSWORD.length)
    .trim();
}

/**
 * Engine starter kill in the device's own protocol: Teltonika Codec 12 'setdigout', GT06 0x80
 * oil-electricity cut ('DYD' / 'HFYD'), Ruptela SMS-over-GPRS 'setio'. `serial` tags the GT06 command
 * (its server flag, echoed in the answer).
 */
export function encodeStarterKill(family: string, action: StarterKillAction, serial: number): EncodedCommand | null {
  const engage = action === 'on';
  switch (family) {
    case 'teltonika': {
      const payload = teltonika.starterKillCommand(engage);
      return { bytes: teltonika.encodeCommand(payload), payload };
    }
    case 'gt06':
      return {
        bytes: gt06.encodeStarterCommand(engage, serial, serial & 0xffff),
        payload: engage ? gt06.STARTER_COMMANDS.engage : gt06.STARTER_COMMANDS.release,
      };
    case 'ruptela': {
      const bytes = ruptela.encodeCommand({ kind: 'starter-kill', engaged: engage }, RUPTELA_SMS_PASSWORD);
      return { bytes, payload: ruptelaText(bytes) };
    }
    default:
      return null;
  }
}
