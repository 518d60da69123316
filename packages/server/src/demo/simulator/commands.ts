import * as gt06 from '../../ingest/protocols/gt06/index.js';
import * as ruptela from '../../ingest/protocols/ruptela/index.js';
import * as teltonika from '../../ingest/protocols/teltonika/index.js';
import type { Truck } from './truck.js';
import type { Reply } from './wire.js';

/** What a command asks of the immobiliser relay: engage, release, or nothing the truck knows. */
function intentOf(text: string): boolean | null {
  const command = text.trim().replace(/^\S*\s+(?=setio)/, '');
  if (/^setdigout 1/.test(command) || /^setio 1,/.test(command) || command.startsWith(gt06.STARTER_COMMANDS.engage)) {
    return true;
  }
  if (/^setdigout 0/.test(command) || /^setio 0,/.test(command) || command.startsWith(gt06.STARTER_COMMANDS.release)) {
    return false;
  }
  return null;
}

/** The answer text each tracker family gives, in its own words. */
function answerText(family: Truck['vehicle']['family'], engaged: boolean | null): string {
  if (engaged === null) return family === 'concox' ? 'Unknown command' : 'Command not supported';
  if (family === 'teltonika') return `DOUT1:${engaged ? 1 : 0} DOUT2:0`;
  if (family === 'ruptela') return `setio ${engaged ? 1 : 0},2 OK`;
  return engaged ? 'Cut off the fuel supply: Success!' : 'Restore fuel supply: Success!';
}

/**
 * A configuration command's answer in the family's words (see docs/decisions.md, tracker
 * configuration): Teltonika 'setparam', Concox 'APN,' / 'SERVER,' / 'TIMER,', Ruptela 'setconnection'.
 */
function configAnswer(family: Truck['vehicle']['family'], text: string): string | null {
  const command = text.trim();
  if (family === 'teltonika' && command.startsWith('setparam ')) return `New value ${command.slice(9)}`;
  if (family === 'concox' && /^(APN|SERVER|TIMER),[^#]*#$/.test(command)) return 'OK!';
  if (family === 'ruptela' && command.startsWith('setconnection ')) return 'setconnection OK';
  return null;
}

/**
 * Acts on a command as the truck's tracker would: switches the immobiliser relay (its next records
 * report imb, and an immobilised truck stays parked) and gives the bytes of its answer.
 */
export function answerCommand(truck: Truck, command: Reply): Buffer {
  const engaged = intentOf(command.text ?? '');
  if (engaged !== null) truck.immobilised = engaged;
  const text = configAnswer(truck.vehicle.family, command.text ?? '') ?? answerText(truck.vehicle.family, engaged);
  const { family, imei } = truck.vehicle;
  if (family === 'teltonika') return teltonika.encodeCommandResponse(text);
  if (family === 'ruptela') return ruptela.encodeSmsResponse(imei, text);
  truck.link.serial = (truck.link.serial + 1) & 0xffff;
  return gt06.encodeCommandReply(text, command.serverFlag ?? 0, truck.link.serial);
}
