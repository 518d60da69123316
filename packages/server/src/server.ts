import { loadConfig } from './config.js';
import { startServer } from './boot.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/demo-accounts.js';

const config = loadConfig();
const server = await startServer(config);
const shown = server.url.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');

const lines = [`Armada is running at ${shown}`, `API documentation: ${shown}/docs`];
if (config.demo) {
  lines.push(`Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.username).join(', ')}`);
}
if (!config.demo && config.mapTiles.street?.url.includes('tile.openstreetmap.org')) {
  lines.push(
    "The street map comes from OpenStreetMap's public tile servers, whose policy excludes a fleet's load:",
    'set MAP_PMTILES_PATH to a basemap of your own (README, "A basemap of your own").',
  );
}
process.stdout.write(`\n${lines.join('\n')}\n\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
