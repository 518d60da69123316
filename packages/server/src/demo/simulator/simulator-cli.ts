// The demo fleet simulator as its own process: `npm start` runs it beside the server.
import { parseArgs } from 'node:util';
import { fleetSizeFrom } from '../fleet/fleet-plan.js';
import type { SimulatorStats } from './link.js';
import { DEFAULT_SIMULATOR_PORTS, startSimulator } from './simulator.js';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    'teltonika-port': { type: 'string', default: String(DEFAULT_SIMULATOR_PORTS.teltonika) },
    'ruptela-port': { type: 'string', default: String(DEFAULT_SIMULATOR_PORTS.ruptela) },
    'gt06-port': { type: 'string', default: String(DEFAULT_SIMULATOR_PORTS.gt06) },
    size: { type: 'string' },
    'interval-ms': { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    'log-every-ms': { type: 'string', default: '60000' },
  },
});

function whole(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got '${raw}'`);
  return value;
}

const simulator = startSimulator({
  host: values.host,
  ports: {
    teltonika: whole('teltonika-port', values['teltonika-port']),
    ruptela: whole('ruptela-port', values['ruptela-port']),
    gt06: whole('gt06-port', values['gt06-port']),
  },
  size: values.size === undefined ? fleetSizeFrom(process.env) : whole('size', values.size),
  intervalMs: whole('interval-ms', values['interval-ms']),
  seed: whole('seed', values.seed),
});

const logEveryMs = whole('log-every-ms', values['log-every-ms']);
let last: SimulatorStats = simulator.stats();
const report = setInterval(() => {
  const now = simulator.stats();
  const perSecond = (key: 'packetsSent' | 'acked') => ((now[key] - last[key]) * 1000) / logEveryMs;
  process.stdout.write(
    `[simulator] trucks ${now.trucks} connected ${now.connected} | packets sent ${now.packetsSent} ` +
      `(${perSecond('packetsSent').toFixed(1)}/s) acked ${now.acked} (${perSecond('acked').toFixed(1)}/s) ` +
      `nacked ${now.nacked} refused ${now.refused} reconnects ${now.reconnects} skipped ${now.skipped}\n`,
  );
  last = now;
}, logEveryMs);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    clearInterval(report);
    simulator.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
