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
