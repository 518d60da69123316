import type { Database } from '../db/client.js';

/** The lease whose holder runs the background jobs. */
export const JOBS_LEASE = 'armada.jobs';

export type JobLeaderLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type JobLeader = {
  /** Whether this node runs the jobs now. */
  leading(): boolean;
  stop(): Promise<void>;
};

/**
 * Background jobs (scheduled reports, downloads' clean-up, month closing, reminders …) run on one node
 * of a cluster: the one holding the jobs lease. The others ask again every `retryMs`, so when the
 * holder stops or its database connection drops, another node takes the jobs over.
 * `start` starts them and answers the function that stops them.
 */
export function startJobLeader(
  database: Database,
  node: string,
  log: JobLeaderLog,
  start: () => () => Promise<void>,
  retryMs = 10_000,
): JobLeader {
  let stopJobs: (() => Promise<void>) | null = null;
  let release: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function attempt(): Promise<void> {
    timer = null;
    if (stopped) return;
    const lease = await database.lease(JOBS_LEASE, node).catch((error: unknown) => {
      log.warn({ err: error }, 'jobs lease not asked for');
      return null;
    });
    if (!lease) {
      if (!stopped) timer = setTimeout(() => void attempt(), retryMs);
      return;
    }
    if (stopped) return lease.release();
    release = lease.release;
    stopJobs = start();
    log.info({ node }, 'this node runs the background jobs');
    void lease.lost.then(async () => {
      if (stopped) return;
      log.warn({ node }, 'jobs lease lost: the jobs stop here until it is held again');
      await stopJobs?.();
      stopJobs = null;
      release = null;
      timer = setTimeout(() => void attempt(), retryMs);
    });
  }

  void attempt();
  return {
    leading: () => stopJobs !== null,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await stopJobs?.();
      stopJobs = null;
      await release?.();
    },
  };
}
