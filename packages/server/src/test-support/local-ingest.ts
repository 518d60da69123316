import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { createIngestPipeline, type IngestPipelineOptions } from '../ingest/pipeline.js';
import { startIngest } from '../ingest/tcp-server.js';

/** A pipeline on `database` with the three tracker listeners on free ports of 127.0.0.1, as a test drives it. */
export async function startLocalIngest(
  database: Database,
  log: FastifyBaseLogger,
  options: IngestPipelineOptions = {},
) {
  const pipeline = createIngestPipeline(database, log, options);
  const ingest = await startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log);
  return { pipeline, ports: ingest.ports, close: ingest.close };
}
