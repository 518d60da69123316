import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Telemetry } from '@armada/domain';
import { ProtocolError, type Frame, type SessionState } from '../../protocol.js';
import { decodeRuptela } from './ruptela-protocol.js';
import { parseRecords } from './records.js';
import { CMD, CRC_BYTES, IMEI_BYTES, LENGTH_BYTES } from './packets.js';
import { RUPTELA_CORPUS, type CorpusEntry, type PositionCheck } from './corpus.js';
import { reframe, restampImei } from '../../../test-support/ruptela-fixtures.js';
import { feedWhole } from '../../../test-support/feed-decoder.js';

const COMMAND_OFFSET = LENGTH_BYTES + IMEI_BYTES;

/** The capture as the device framed it (see CorpusEntry.lengthFieldWrong). */
function packetOf(entry: CorpusEntry): Buffer {
  const captured = Buffer.from(entry.hex, 'hex');
  return entry.lengthFieldWrong ? reframe(captured) : captured;
}

const imeiOf = (packet: Buffer): string => packet.readBigUInt64BE(LENGTH_BYTES).toString().padStart(15, '0');

function checkPosition(position: Telemetry | undefined, check: PositionCheck): void {
  if (position === undefined) throw new Error('position missing');
  expect(new Date(position.time).toISOString()).toBe(new Date(check.time).toISOString());
  expect(position.lat).toBeCloseTo(check.lat, 5);
  expect(position.lng).toBeCloseTo(check.lng, 5);
  if (check.speed !== undefined) expect(position.speed).toBe(check.speed);
  if (check.sat !== undefined) expect(position.sat).toBe(check.sat);
  expect(position.properties).toMatchObject(check.properties);
  for (const key of check.absent ?? []) expect(position.properties).not.toHaveProperty(key);
}

/** The frames after the identify frame must be exactly what the entry expects. */
function checkOutcome(entry: CorpusEntry, packet: Buffer, frames: Frame[]): void {
  const imei = imeiOf(packet);
  const expected = entry.expect;
  switch (expected.kind) {
    case 'positions': {
      const [frame, ...extra] = frames;
      expect(extra).toEqual([]);
      if (frame?.kind !== 'positions') throw new Error(`expected positions, got ${frame?.kind}`);
      expect(frame.imei).toBe(imei);
      expect(frame.ack?.toString('hex')).toBe(expected.ack);
      expect(frame.positions).toHaveLength(expected.count);
      checkPosition(frame.positions[0], expected.first);
      if (expected.last) checkPosition(frame.positions[frame.positions.length - 1], expected.last);
      const raw = parseRecords(packet.subarray(COMMAND_OFFSET + 1, -CRC_BYTES), entry.command === CMD.extendedRecords);
      expect(raw).toHaveLength(expected.raw.records);
      const sizes = [...new Set(raw.flatMap((record) => record.io.map((io) => io.size)))].sort();
      expect(sizes).toEqual(expected.raw.ioSizes);
      return;
    }
    case 'acknowledged':
      expect(frames).toEqual([{ kind: 'status', imei, reply: Buffer.from(expected.reply, 'hex'), status: {} }]);
      return;
    case 'skipped':
      expect(frames).toEqual([]);
      return;
    case 'command-response':
      expect(frames).toEqual([{ kind: 'command-response', imei, text: expected.text, reply: null }]);
      return;
  }
}

/** The frame kinds one entry yields after identification. */
function kindsOf(entry: CorpusEntry): Frame['kind'][] {
  switch (entry.expect.kind) {
    case 'positions':
      return ['positions'];
    case 'acknowledged':
      return ['status'];
    case 'skipped':
      return [];
    case 'command-response':
      return ['command-response'];
  }
}

/** Feeds `chunks` as the listener does (test-support/feed-decoder.ts). */
const feed = (chunks: Buffer[], session: SessionState): Frame[] => feedWhole(decodeRuptela, chunks, session);

function splitAt(stream: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts)].filter((c) => c > 0 && c < stream.length).sort((a, b) => a - b);
  return [0, ...points].map((start, i) => stream.subarray(start, points[i] ?? stream.length));
}

describe('ruptela corpus of real device captures', () => {
  it('covers every packet kind the corpus is meant to exercise', () => {
    const commands = new Set(RUPTELA_CORPUS.map((entry) => entry.command));
    const kinds = [CMD.records, CMD.smsViaGprsResponse, CMD.dtcs, CMD.identification, CMD.files, CMD.extendedRecords];
    expect([...commands].sort((a, b) => a - b)).toEqual(kinds);
  });

  it.each(RUPTELA_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const packet = packetOf(entry);
    expect(packet.readUInt8(COMMAND_OFFSET)).toBe(entry.command);
    const session: SessionState = { imei: null };
    const { frames, consumed } = decodeRuptela(packet, session);
    expect(consumed).toBe(packet.length);
    expect(frames[0]).toEqual({ kind: 'identify', imei: imeiOf(packet), accept: null, reject: null });
    expect(session.imei).toBe(imeiOf(packet));
    checkOutcome(entry, packet, frames.slice(1));
  });

  const misframed = RUPTELA_CORPUS.filter((entry) => entry.lengthFieldWrong);
  it.each(misframed.map((entry) => [entry.name, entry] as const))(
    'refuses %s with its captured length',
    (_n, entry) => {
      // The length field ends the packet early, so the bytes taken as its CRC do not check.
      const captured = Buffer.from(entry.hex, 'hex');
      expect(() => decodeRuptela(captured, { imei: null })).toThrow(ProtocolError);
      expect(() => decodeRuptela(captured, { imei: null })).toThrow(/^crc:/);
    },
  );
});

/**
 * Every Ruptela packet names its device, and a connection that sees another IMEI is closed, so a
 * stream of captures from fifteen devices is not what one connection carries. The captures are
 * re-stamped to one IMEI (CRC recomputed) instead of grouped by IMEI: grouping would leave one or
 * two packets per device and never put records, identification, DTCs, files and command answers
 * behind each other in one session, which is what this test is for.
 */
describe('ruptela corpus back to back on one connection', () => {
  const IMEI = '868324023580306';
  const packets = RUPTELA_CORPUS.map((entry) => restampImei(packetOf(entry), IMEI));
  const stream = Buffer.concat(packets);
  const expectedKinds = ['identify', ...RUPTELA_CORPUS.flatMap(kindsOf)];
  // Decoded inside each test, so that a decoder which throws fails the tests, not the collection.
  const decodeWhole = () => decodeRuptela(stream, { imei: null });

  it('decodes the whole stream in one call, identifying the device once', () => {
    const whole = decodeWhole();
    expect(whole.consumed).toBe(stream.length);
    expect(whole.frames.map((f) => f.kind)).toEqual(expectedKinds);
    const stored = whole.frames.flatMap((f) => (f.kind === 'positions' ? f.positions : []));
    const expectedCount = RUPTELA_CORPUS.reduce((n, e) => n + (e.expect.kind === 'positions' ? e.expect.count : 0), 0);
    expect(stored).toHaveLength(expectedCount);
    expect(new Set(stored.map((p) => p.imei))).toEqual(new Set([IMEI]));
  });

  it('gives the same frames split inside every header, IMEI and CRC', () => {
    const cuts: number[] = [];
    let start = 0;
    for (const packet of packets) {
      const end = start + packet.length;
      cuts.push(start + 1, start + LENGTH_BYTES, start + 6, start + COMMAND_OFFSET + 1, end - 1);
      start = end;
    }
    expect(feed(splitAt(stream, cuts), { imei: null })).toEqual(decodeWhole().frames);
  });

  it('gives the same frames fed one byte at a time', () => {
    const bytes = [...stream].map((b) => Buffer.from([b]));
    expect(feed(bytes, { imei: null })).toEqual(decodeWhole().frames);
  });

  it('gives the same frames split at random points', () => {
    const whole = decodeWhole().frames;
    fc.assert(
      fc.property(fc.array(fc.nat({ max: stream.length }), { maxLength: 40 }), (cuts) => {
        expect(feed(splitAt(stream, cuts), { imei: null })).toEqual(whole);
      }),
      { numRuns: 50 },
    );
  });
});
