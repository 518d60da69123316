import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { freshDatabaseTarget, testEngine, type DatabaseTarget } from '../test-support/test-database.js';
import { startJobLeader, type JobLeader } from './job-leader.js';

const quiet = { info: () => undefined, warn: () => undefined };
const RETRY_MS = 50;

let target: DatabaseTarget;
const opened: Database[] = [];

beforeAll(async () => {
  target = await freshDatabaseTarget();
});
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await target.dispose();
});

/** A node: its own database handle, a leader, and how many times its jobs started and stopped. */
async function node(name: string) {
  const database = await target.open();
  opened.push(database);
  const runs = { started: 0, stopped: 0 };
  const leader = startJobLeader(
    database,
    name,
    quiet,
    () => {
      runs.started += 1;
      return async () => void (runs.stopped += 1);
    },
    RETRY_MS,
  );
  return { leader, runs };
}

const until = async (check: () => boolean) => {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5000) throw new Error('not reached in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const leaders = (nodes: { leader: JobLeader }[]) => nodes.filter((n) => n.leader.leading()).length;

describe('the background jobs', () => {
  it('run on exactly one node; when it stops, another takes them over (PGlite: the one node it serves)', async () => {
    if (testEngine() === 'pglite') {
      const only = await node('armada-test-only');
      await until(() => only.leader.leading());
      await only.leader.stop();
      expect(only.runs).toEqual({ started: 1, stopped: 1 });
      return;
    }
    const nodes = await Promise.all(['a', 'b', 'c'].map((name) => node(`armada-test-${name}`)));
    await until(() => leaders(nodes) === 1);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 4));
    expect(leaders(nodes)).toBe(1);
    const first = nodes.find((n) => n.leader.leading());
    await first?.leader.stop();
    expect(first?.runs).toEqual({ started: 1, stopped: 1 });
    const rest = nodes.filter((n) => n !== first);
    await until(() => leaders(rest) === 1);
    expect(rest.reduce((sum, n) => sum + n.runs.started, 0)).toBe(1);
    await Promise.all(rest.map((n) => n.leader.stop()));
    expect(leaders(nodes)).toBe(0);
  });
});
