import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { openTcpClient, type TcpClient } from '../test-support/tcp-client.js';
import { trackerDatabase } from '../test-support/tracker-database.js';
import { reframe, restampImei } from '../test-support/ruptela-fixtures.js';
import type { ProtocolHandler } from './protocol.js';
import type { IngestPorts } from './tcp-server.js';
import { CORPUS_IMEI, TELTONIKA_CORPUS, type CorpusExpectation } from './protocols/teltonika/corpus.js';
import { teltonikaProtocol } from './protocols/teltonika/index.js';
import { HEADER_BYTES, wrapPacket } from './protocols/teltonika/packet.js';
import { GT06_CORPUS, type CorpusEntry as Gt06Entry } from './protocols/gt06/corpus.js';
import { crcItu, gt06Protocol } from './protocols/gt06/index.js';
import { RUPTELA_CORPUS, type CorpusEntry as RuptelaEntry } from './protocols/ruptela/corpus.js';
import { ruptelaProtocol } from './protocols/ruptela/index.js';
import { startLocalIngest } from '../test-support/local-ingest.js';

/**
 * The real-device capture corpora of the three tracker families, each played as one device session
 * over a real TCP connection into the real ingest (listeners, pipeline, database): every answer as
 * the corpus says, in order, the connection kept to the end, and the positions stored once each,
 * also when the device sends the whole session again. The captures each decoder test leaves out of
 * its one-session case (refused or cut short, which end a connection by design) are left out here.
 */

/** What the server must send back for one packet. */
type Answer =
  | { kind: 'bytes'; hex: string }
  | { kind: 'nothing' }
  /** A reply built from the server's clock: its length, and a check of its shape. */
  | { kind: 'clock'; length: number; check(reply: Buffer, name: string): void };

type Exchange = {
  name: string;
  packet: Buffer;
  answer: Answer;
  /** Positions the corpus says the packet carries. */
  records: number;
  /** Times (ISO) of some of them, as the corpus names them. */
  times: string[];
};

/** One device session: its IMEI, registered as a vehicle, and its packets in order. */
type Session = { handler: ProtocolHandler; imei: string; exchanges: Exchange[] };

const answered = (hex: string | null): Answer => (hex === null ? { kind: 'nothing' } : { kind: 'bytes', hex });
const isoOf = (time: string | number): string => new Date(time).toISOString();

function exchange(name: string, packet: Buffer, answer: Answer, records = 0, times: string[] = []): Exchange {
  return { name, packet, answer, records, times: times.map(isoOf) };
}

// --- Teltonika: the IMEI packet, then every capture that keeps a connection, repaired ones too. ---

/** The capture's body under a correct CRC (its length field delimits the body). */
function withRecomputedCrc(packet: Buffer): Buffer {
  return wrapPacket(packet.subarray(HEADER_BYTES, HEADER_BYTES + packet.readUInt32BE(4)));
}

function teltonikaExchange(name: string, packet: Buffer, expected: CorpusExpectation): Exchange[] {
  switch (expected.kind) {
    case 'identify':
      return [exchange(name, packet, answered('01'))];
    case 'positions':
      return [
        exchange(
          name,
          packet,
          answered(expected.ack),
          expected.records,
          expected.checks.map((c) => c.time),
        ),
      ];
    case 'skipped':
      return [exchange(name, packet, answered(expected.ack))];
    case 'command-response':
    case 'ping':
      return [exchange(name, packet, answered(null))];
    case 'incomplete':
    case 'refused':
      return [];
  }
}

function teltonikaSession(): Session {
  const exchanges = TELTONIKA_CORPUS.flatMap((entry) => {
    const captured = Buffer.from(entry.hex, 'hex');
    const repaired = entry.withRecomputedCrc;
    return [
      ...teltonikaExchange(entry.name, captured, entry.expect),
      ...(repaired ? teltonikaExchange(`${entry.name} (CRC recomputed)`, withRecomputedCrc(captured), repaired) : []),
    ];
  });
  return { handler: teltonikaProtocol, imei: CORPUS_IMEI, exchanges };
}

// --- GT06: the first login, then every capture that keeps a connection, except other logins. ---

const GT06_TIME_REPLY_BYTES = 16;

/** The 0x8A time reply: short framing, the server's UTC date-time (within a minute), serial 0, a valid check. */
function checkTimeReply(reply: Buffer, name: string): void {
  expect(reply.subarray(0, 4).toString('hex'), `${name}: start, length, protocol`).toBe('78780b8a');
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = reply.subarray(4, 10);
  const sent = Date.UTC(2000 + year, month - 1, day, hour, minute, second);
  expect(Math.abs(sent - Date.now()), `${name}: the time sent`).toBeLessThan(60_000);
  expect(reply.readUInt16BE(10), `${name}: serial`).toBe(0);
  expect(reply.readUInt16BE(12), `${name}: check`).toBe(crcItu(reply.subarray(2, 12)));
  expect(reply.subarray(14).toString('hex'), `${name}: end`).toBe('0d0a');
}

function gt06Exchange(entry: Gt06Entry): Exchange[] {
  const { name, expect: expected } = entry;
  const packet = Buffer.from(entry.hex, 'hex');
  switch (expected.kind) {
    case 'login':
      return [exchange(name, packet, answered(expected.ack))];
    case 'position':
      return [exchange(name, packet, answered(expected.ack), 1, [expected.time])];
    case 'status':
      return [exchange(name, packet, answered(expected.reply))];
    case 'skipped':
      return [exchange(name, packet, answered(expected.ack))];
    case 'command-response':
      return [exchange(name, packet, answered(null))];
    case 'time-request':
      return [exchange(name, packet, { kind: 'clock', length: GT06_TIME_REPLY_BYTES, check: checkTimeReply })];
    case 'waits':
    case 'refused':
      return [];
  }
}

function gt06Session(): Session {
  const login = GT06_CORPUS.find((entry) => entry.expect.kind === 'login');
  if (login?.expect.kind !== 'login') throw new Error('the GT06 corpus has no login');
  const rest = GT06_CORPUS.filter((entry) => entry.expect.kind !== 'login');
  return { handler: gt06Protocol, imei: login.expect.imei, exchanges: [login, ...rest].flatMap(gt06Exchange) };
}

// --- Ruptela: every capture, re-stamped to one IMEI (a connection speaks for one device). ---

const RUPTELA_IMEI = '868324023580306';

function ruptelaExchange(entry: RuptelaEntry): Exchange {
  const captured = Buffer.from(entry.hex, 'hex');
  const packet = restampImei(entry.lengthFieldWrong ? reframe(captured) : captured, RUPTELA_IMEI);
  const expected = entry.expect;
  switch (expected.kind) {
    case 'positions': {
      const times = [expected.first.time, ...(expected.last ? [expected.last.time] : [])];
      return exchange(entry.name, packet, answered(expected.ack), expected.count, times);
    }
    case 'acknowledged':
      return exchange(entry.name, packet, answered(expected.reply));
    case 'skipped':
    case 'command-response':
      return exchange(entry.name, packet, answered(null));
  }
}

const ruptelaSession = (): Session => ({
  handler: ruptelaProtocol,
  imei: RUPTELA_IMEI,
  exchanges: RUPTELA_CORPUS.map(ruptelaExchange),
});

// --- The server, and what a session checks. ---

const SESSIONS = [teltonikaSession(), gt06Session(), ruptelaSession()];

let database: Database;
let ports: IngestPorts;
let stop: () => Promise<void>;
/** Why the server closed connections (its warnings), to say so when an answer does not come. */
const serverWarnings: string[] = [];

beforeAll(async () => {
  database = await trackerDatabase(SESSIONS.map((s) => ({ imei: s.imei, gpstype: s.handler.gpstype })));
  const log = pino({ level: 'warn' }, { write: (line: string) => void serverWarnings.push(line.trim()) });
  const ingest = await startLocalIngest(database, log);
  ports = ingest.ports;
  stop = ingest.close;
});
afterAll(async () => {
  await stop();
  await database.close();
});

async function readAnswer(client: TcpClient, length: number, name: string): Promise<Buffer> {
  try {
    return await client.read(length);
  } catch (error) {
    throw new Error(`${name}: ${String(error)}; server said: ${serverWarnings.join('\n') || 'nothing'}`, {
      cause: error,
    });
  }
}

async function expectAnswer(client: TcpClient, { name, answer }: Exchange): Promise<void> {
  if (answer.kind === 'nothing') return;
  if (answer.kind === 'clock') {
    answer.check(await readAnswer(client, answer.length, name), name);
    return;
  }
  const reply = await readAnswer(client, answer.hex.length / 2, name);
  expect(reply.toString('hex'), name).toBe(answer.hex.toLowerCase());
}

const closedWithin = (client: TcpClient, ms: number): Promise<boolean> =>
  Promise.race([client.closed.then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), ms))]);

/** The last answered capture, sent again after the session: it is answered, and the server keeps the connection. */
async function expectStillOpen(client: TcpClient, exchanges: Exchange[]): Promise<void> {
  const probe = exchanges.findLast((x) => x.answer.kind === 'bytes');
  if (!probe) throw new Error('no capture with a fixed answer');
  client.send(probe.packet);
  await expectAnswer(client, { ...probe, name: `${probe.name}, sent again at the end` });
  expect(await closedWithin(client, 50), 'the server closed the connection').toBe(false);
}

/** We end the connection: the server ends its side too, having sent nothing more. */
async function expectNothingMoreOnEnd(client: TcpClient): Promise<void> {
  client.end();
  await client.closed;
  await expect(client.read(1), 'bytes after the last answer').rejects.toThrow('got 0');
}

/**
 * Plays a session on a new connection. 'one by one': each packet, then its answer, as a device
 * waiting for acks; 'all at once': the whole session in one write (a backlog), then the answers.
 */
async function playSession(port: number, { exchanges }: Session, pace: 'one by one' | 'all at once'): Promise<void> {
  const client = await openTcpClient(port);
  try {
    if (pace === 'all at once') client.send(Buffer.concat(exchanges.map((x) => x.packet)));
    for (const x of exchanges) {
      if (pace === 'one by one') client.send(x.packet);
      await expectAnswer(client, x);
    }
    await expectStillOpen(client, exchanges);
    await expectNothingMoreOnEnd(client);
  } finally {
    client.end(); // also after a failure, so that the listeners can close
  }
}

/**
 * Each distinct record time of the session's positions, sorted: one row each, as positions are keyed
 * by IMEI and time. The corpus gives counts and a few times per capture; the decoder (held to the
 * corpus by the decoder tests) gives the others. A few times occur twice: edited copies of one
 * Teltonika record, and Ruptela records of the same second (stored once: the first one sent).
 */
function expectedRowTimes({ handler, imei, exchanges }: Session): string[] {
  const times = exchanges.flatMap((x) => {
    if (x.records === 0) return [];
    const { frames } = handler.decode(x.packet, { imei });
    const positions = frames.flatMap((frame) => (frame.kind === 'positions' ? frame.positions : []));
    expect(positions, `${x.name}: records the corpus counts`).toHaveLength(x.records);
    return positions.map((position) => position.time);
  });
  return [...new Set(times)].sort((a, b) => a - b).map(isoOf);
}

/** Every row of the vehicle in positions (all partitions, flagged or not), oldest first. */
async function storedRowTimes(imei: string): Promise<string[]> {
  const rows = await queryRows<{ ms: number }>(
    database.db,
    sql`SELECT (extract(epoch FROM time) * 1000)::float8 AS ms FROM positions WHERE imei = ${imei} ORDER BY time`,
  );
  return rows.map((row) => isoOf(row.ms));
}

describe('real-device corpora over TCP into the ingest', () => {
  it.each(SESSIONS.map((session) => [session.handler.family, session] as const))(
    '%s: every capture answered as the corpus says, the connection kept, each position stored once, a resend stores nothing',
    async (family, session) => {
      const port = ports[family];
      const expected = expectedRowTimes(session);
      expect(expected.length, 'rows the corpus expects').toBeGreaterThan(30);

      await playSession(port, session, 'one by one');
      const stored = await storedRowTimes(session.imei);
      expect(stored, 'rows after the session').toEqual(expected);
      const named = session.exchanges.flatMap((x) => x.times);
      expect(stored, 'record times the corpus names').toEqual(expect.arrayContaining(named));

      await playSession(port, session, 'all at once');
      expect(await storedRowTimes(session.imei), 'rows after the session was sent again').toEqual(expected);
    },
  );
});
