import { hostname } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { buildApp } from './app.js';
import { buildHealthApp } from './cluster/health-app.js';
import { startJobLeader } from './cluster/job-leader.js';
import { connectTrackerHandover } from './cluster/tracker-handover.js';
import { createLogger } from './logging.js';
import { removeExpiredDownloads } from './jobs/download-service.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createRootAdmin } from './auth/root-admin.js';
import { seedBase } from './db/seed-base.js';
import { seedDemo } from './demo/seed-demo.js';
import { createMailer } from './mail/mailer.js';
import { loadSecrets, type Secrets } from './secrets.js';
import { createMemoryBus, SUBJECTS, type Bus } from './live/bus.js';
import { createBus } from './live/nats-bus.js';
import { connectIngestToBus } from './live/ingest-to-bus.js';
import { createEventDetector, type DetectedEvent } from './ingest/event-detector.js';
import { createAlertRouter } from './modules/alert-rule/alert-router.js';
import { dropExpiredPartitions, ensurePartitions, retainedFrom } from './ingest/partitions.js';
import { createIngestPipeline } from './ingest/pipeline.js';
import { CLAIM_REFRESH_MS } from './ingest/shared-claims.js';
import { createReportEngine } from './reports/report-engine.js';
import { createReportPlaces } from './reports/report-places.js';
import { createReportSettings } from './reports/report-settings.js';
import { startIngest } from './ingest/tcp-server.js';
import { connectTakeoverAlerts } from './ingest/takeover-alert.js';
import { connectClockAlerts } from './ingest/clock-watch.js';
import { connectCommandRelay } from './modules/command/command-relay.js';
import { createScheduleRunner } from './modules/report/report-schedule-runner.js';
import { startMonthCloser } from './modules/analytic/analytic-snapshots.js';
import { startFuelScanner } from './modules/fuel/fuel-scan.js';
import { startAnnouncementJobs } from './modules/announcement/announcement-jobs.js';
import { pruneShareLinks } from './modules/share/share-repository.js';
import { startSubscriptionJobs } from './modules/subscription/subscription-reminders.js';
import { startDriverDays } from './modules/driver/driver-days.js';

/** Opens the database (PGlite under DATA_DIR unless DATABASE_URL), migrates and seeds it. */
export async function prepareDatabase(config: Config, log: pino.Logger): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  const applied = await migrate(database);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  await seedBase(database.db);
  if (config.adminUsername && config.adminPassword) {
    const outcome = await createRootAdmin(database.db, config.adminUsername, config.adminPassword);
    log.info({ username: config.adminUsername, outcome }, 'first administrator');
  }
  if (config.demo) {
    const history = { days: config.demoHistoryDays, ...config.reports, log };
    const { usersAdded } = await seedDemo(database.db, { history });
    if (usersAdded > 0) log.info({ usersAdded }, 'demo data seeded');
  }
  return database;
}

export function contextOf(
  config: Config,
  database: Database,
  secrets: Secrets,
  log: pino.Logger,
  bus: Bus = createMemoryBus(),
): AppContext {
  const mailer = createMailer({
    db: database.db,
    log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  return { config, database, secrets, mailer, log, bus };
}

/**
 * Everything `npm start` runs for the node's ROLE: database, the portal (not on an ingest node, which
 * answers only its health), the tracker listeners (not on a gateway), and the background jobs on the
 * one node holding their lease. `close` undoes it in reverse.
 */
export async function startServer(
  config: Config,
): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  const log = createLogger(config.logLevel, config.logPretty);
  const node = nodeName(config);
  const database = await prepareDatabase(config, log);
  const secrets = await loadSecrets(config.dataDir, config.tokenSecret);
  const bus = await createBus(config.natsUrl, log);
  const ctx = contextOf(config, database, secrets, log, bus);
  const app = config.role === 'ingest' ? await buildHealthApp(config.role, node) : await buildApp(ctx);
  // Trackers are served before the portal answers, so "up" means both.
  const ingest = config.ingest.enabled ? await startTelemetry(ctx, node) : null;
  const url = await app.listen({ port: config.port, host: config.host });
  const jobs = startJobLeader(database, node, log, () => startJobs(ctx), config.jobsRetryMs);
  return {
    app,
    url,
    close: async () => {
      await jobs.stop();
      await ingest?.close();
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}

/** This process among the cluster's nodes: its role, host and process id (logs, the jobs lease holder). */
function nodeName(config: Config): string {
  return `armada-${config.role}-${hostname()}-${process.pid}`;
}

async function createPartitions(database: Database, log: AppContext['log']): Promise<void> {
  const failed = await ensurePartitions(database);
  if (failed.length > 0) log.warn({ failed }, 'position partitions not created; rows stay in the default partition');
}

/** Monthly position partitions created ahead, and those past POSITIONS_RETENTION_MONTHS dropped. */
async function keepPartitions({ config, database, log }: AppContext): Promise<void> {
  await createPartitions(database, log);
  const expired = await dropExpiredPartitions(database, new Date(), config.positionsRetentionMonths);
  if (expired.dropped.length > 0) log.info({ dropped: expired.dropped }, 'expired position partitions dropped');
  if (expired.purged > 0) log.info({ purged: expired.purged }, 'expired positions deleted from the default partition');
  if (expired.failed.length > 0) log.error({ failed: expired.failed }, 'expired position partitions not dropped');
}

/** The jobs that must run once in a cluster (job-leader.ts); answers the function that stops them. */
function startJobs(ctx: AppContext): () => Promise<void> {
  const { config, database, log } = ctx;
  const partitions = () => void keepPartitions(ctx).catch((err) => log.error({ err }, 'partitions not kept'));
  partitions();
  const partitionTimer = setInterval(partitions, DAY_MS);
  const sweep = () => {
    void removeExpiredDownloads(ctx).catch((err) => log.error({ err }));
    void pruneShareLinks(database.db).catch((err) => log.error({ err }, 'share links not pruned'));
  };
  const sweeper = setInterval(sweep, HOUR_MS);
  const schedules = createScheduleRunner(ctx);
  schedules.start();
  const months = startMonthCloser(database.db, config.reports.zone, (err) => log.error({ err }, 'month not closed'));
  const fuel = startFuelScanner(database.db, (err) => log.error({ err }, 'fuel scan failed'));
  const announcements = startAnnouncementJobs(ctx);
  const subscriptions = startSubscriptionJobs(ctx);
  const driverDays = startDriverDays(database.db, config.reports.zone, (err) =>
    log.error({ err }, 'driver days not kept'),
  );
  return async () => {
    clearInterval(partitionTimer);
    clearInterval(sweeper);
    months.stop();
    announcements.stop();
    subscriptions.stop();
    driverDays.stop();
    await fuel.stop();
    await schedules.stop();
  };
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Position batches stored at once: three on a PostgreSQL server (measured against six: as fast, with
 * less CPU spent in PostgreSQL), one on PGlite's single connection.
 */
export const writerConcurrency = (database: Database) => (database.kind === 'postgres' ? 3 : 1);

/** Monthly position partitions kept ahead of time, and the TCP listeners of the three device families. */
async function startTelemetry({ config, database, log, bus, mailer }: AppContext, node: string) {
  // The months a tracker may send into exist before it is served; the jobs keep them ahead after.
  await createPartitions(database, log);
  const settings = config.ingestSettings;
  const pipeline = createIngestPipeline(database, log, { concurrency: writerConcurrency(database), settings, node });
  const claims = setInterval(
    () => void pipeline.refreshClaims().catch((err) => log.warn({ err }, 'tracker claims not refreshed')),
    CLAIM_REFRESH_MS,
  );
  const reportSettings = createReportSettings(database.db, config.reports.defaults);
  await reportSettings.start();
  const reportPlaces = createReportPlaces(database.db);
  await reportPlaces.start();
  const stopPlaces = bus.subscribe(SUBJECTS.placesChanged, () => void reportPlaces.refresh().catch(() => undefined));
  const alertRouter = createAlertRouter({
    db: database.db,
    log,
    zone: config.reports.zone,
    publicUrl: config.publicUrl,
  });
  await alertRouter.start();
  const stopRules = bus.subscribe(SUBJECTS.alertRulesChanged, () => void alertRouter.refresh().catch(() => undefined));
  /** An event goes live to those whose rules let it through, and by mail where a rule says. */
  const tell = (event: DetectedEvent) => {
    const { hold, mails } = alertRouter.route(event);
    bus.publish(SUBJECTS.vehicleEvent, hold.length > 0 ? { ...event, hold } : event);
    for (const mail of mails)
      mailer.send(mail).catch((error: unknown) => log.warn({ err: error, to: mail.to }, 'alert mail not sent'));
  };
  const detector = createEventDetector({
    db: database.db,
    log,
    deviceOf: pipeline.registry.known,
    settings: config.eventSettings,
    places: reportPlaces,
    zone: config.reports.zone,
    onEvents: (events) => events.forEach(tell),
  });
  await detector.start();
  pipeline.events.on('stored', (rows) => void detector.handle(rows));
  const reports = createReportEngine({
    db: database.db,
    log,
    zone: config.reports.zone,
    settingsOf: (imei) => reportSettings.of(pipeline.registry.known(imei)?.organizationId),
    placesOf: (imei) => reportPlaces.of(pipeline.registry.known(imei)?.organizationId),
  });
  // A record from before the retention horizon (a clock far off) would rebuild the vehicle's reports
  // from positions no longer kept: it is stored (and alerted) but left out of the reports.
  pipeline.events.on('stored', (rows) => {
    const from = retainedFrom(new Date(), config.positionsRetentionMonths);
    reports.handle(from === null ? rows : rows.filter((row) => row.time >= from));
  });
  connectIngestToBus(pipeline.events, bus, log);
  connectCommandRelay(pipeline, bus, log);
  connectTrackerHandover(pipeline, bus, node);
  connectTakeoverAlerts(pipeline.events, database.db, bus, log);
  connectClockAlerts(pipeline.events, database, bus, log);
  const { teltonika, ruptela, gt06 } = config.ingest;
  const listeners = await startIngest(pipeline, { teltonika, ruptela, gt06 }, config.host, log, {
    settings,
    teltonikaTls: config.ingestTls,
  });
  return {
    pipeline,
    close: async () => {
      clearInterval(claims);
      await listeners.close();
      await pipeline.drain();
      await reports.drain();
      reportSettings.stop();
      reportPlaces.stop();
      stopPlaces();
      alertRouter.stop();
      stopRules();
    },
  };
}
