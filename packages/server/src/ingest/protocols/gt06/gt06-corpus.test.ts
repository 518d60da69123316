import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProtocolError, type Frame, type SessionState } from '../../protocol.js';
import { crcItu } from './crc.js';
import { GT06_CORPUS, type CorpusEntry, type CorpusExpect } from './corpus.js';
import { gt06Protocol } from './gt06-protocol.js';
import { buildPacket } from './packet.js';
import { feedWhole } from '../../../test-support/feed-decoder.js';

const SESSION_IMEI = '123456789012345';
/** 2026-11-28 00:06:34 UTC: the clock the time request is answered from. */
const NOW = Date.UTC(2026, 10, 28, 0, 6, 34);

const bytes = (entry: CorpusEntry): Buffer => Buffer.from(entry.hex, 'hex');
const protocolOf = (entry: CorpusEntry): number => {
  const frame = bytes(entry);
  return frame[frame[0] === 0x79 ? 4 : 3] ?? -1;
};
const kept = (expect: CorpusExpect): boolean => expect.kind !== 'refused' && expect.kind !== 'waits';

function decodeEntry(entry: CorpusEntry) {
  const session: SessionState = { imei: entry.expect.kind === 'login' ? null : SESSION_IMEI };
  return gt06Protocol.decode(bytes(entry), session);
}

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return error.reason;
    throw error;
  }
  return 'accepted';
}

/** The time reply: 0x8A, the clock's UTC date-time, serial 0, a valid check. */
function expectTimeReply(reply: Buffer | null): void {
  if (!reply) throw new Error('time request not answered');
  expect(reply.subarray(0, 4)).toEqual(Buffer.from('78780b8a', 'hex'));
  expect([...reply.subarray(4, 10)]).toEqual([26, 11, 28, 0, 6, 34]);
  expect(reply.readUInt16BE(10)).toBe(0);
  expect(reply.readUInt16BE(12)).toBe(crcItu(reply.subarray(2, 12)));
  expect(reply.subarray(14)).toEqual(Buffer.from('0d0a', 'hex'));
}

function checkFrames(entry: CorpusEntry, frames: Frame[]): void {
  const { expect: wanted } = entry;
  const hex = (value: Buffer | null) => (value ? value.toString('hex') : null);
  const [frame, ...others] = frames;
  expect(others).toEqual([]);
  switch (wanted.kind) {
    case 'login':
      expect(frame).toMatchObject({ kind: 'identify', imei: wanted.imei });
      if (frame?.kind !== 'identify') return;
      expect([hex(frame.accept), hex(frame.reject)]).toEqual([wanted.ack, wanted.ack]);
      return;
    case 'position': {
      if (frame?.kind !== 'positions') throw new Error(`expected a position, got ${frame?.kind ?? 'nothing'}`);
      const [position, ...more] = frame.positions;
      expect(more).toEqual([]);
      expect(new Date(position?.time ?? 0).toISOString()).toBe(wanted.time);
      // The corpus keeps 5 decimals (about a metre); raw units are 1/1,800,000 degree.
      expect(Math.abs((position?.lat ?? NaN) - wanted.lat)).toBeLessThanOrEqual(0.6e-5);
      expect(Math.abs((position?.lng ?? NaN) - wanted.lng)).toBeLessThanOrEqual(0.6e-5);
      expect(position?.imei).toBe(SESSION_IMEI);
      expect(position?.properties).toEqual(wanted.properties);
      expect(hex(frame.ack)).toBe(wanted.ack);
      return;
    }
    case 'status':
      if (frame?.kind !== 'status') throw new Error(`expected a status, got ${frame?.kind ?? 'nothing'}`);
      expect(frame.status).toEqual(wanted.status);
      expect(hex(frame.reply)).toBe(wanted.reply);
      return;
    case 'command-response':
      expect(frame).toMatchObject({ kind: 'command-response', text: wanted.text, reply: null });
      return;
    case 'time-request':
      expect(frame).toMatchObject({ kind: 'status', status: {} });
      if (frame?.kind === 'status') expectTimeReply(frame.reply);
      return;
    case 'skipped':
      // Nothing stored: no frame at all, or an empty status carrying the ack.
      if (frame === undefined) {
        expect(wanted.ack).toBeNull();
        return;
      }
      if (frame.kind !== 'status') throw new Error(`expected nothing stored, got ${frame.kind}`);
      expect(frame.status).toEqual({});
      expect(hex(frame.reply)).toBe(wanted.ack);
      return;
    default:
      throw new Error(`${wanted.kind} has no frames`);
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GT06 corpus of real device captures (Traccar decoder tests)', () => {
  it.each(GT06_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const { expect: wanted } = entry;
    if (wanted.kind === 'refused') {
      expect(reasonOf(() => decodeEntry(entry))).toBe(wanted.reason);
      return;
    }
    const result = decodeEntry(entry);
    if (wanted.kind === 'waits') {
      expect(result).toEqual({ frames: [], consumed: 0 });
      return;
    }
    expect(result.consumed).toBe(bytes(entry).length);
    checkFrames(entry, result.frames);
  });

  it('covers every packet type the issue names with real captures we keep, in both framings', () => {
    const keptTypes = new Set(GT06_CORPUS.filter((entry) => kept(entry.expect)).map(protocolOf));
    for (const type of [0x01, 0x12, 0x13, 0x16, 0x22, 0x23, 0x26, 0x27, 0x8a, 0x94]) expect(keptTypes).toContain(type);
    const positions = GT06_CORPUS.filter((entry) => entry.expect.kind === 'position');
    expect(positions.length).toBeGreaterThanOrEqual(30);
    // Long frames (0x79 0x79) of several types, short ones, and logins with and without type id + time zone.
    const long = GT06_CORPUS.filter((entry) => entry.hex.startsWith('7979') && kept(entry.expect));
    expect(new Set(long.map(protocolOf)).size).toBeGreaterThanOrEqual(5);
    const loginSizes = GT06_CORPUS.filter((entry) => entry.expect.kind === 'login').map((entry) => bytes(entry).length);
    expect(new Set(loginSizes)).toEqual(new Set([18, 22]));
  });
});

describe('GT06 corpus acks', () => {
  it('every ack echoes its capture (protocol number, serial), with a valid check; 0x2A gets the 0x97 address', () => {
    const acked = GT06_CORPUS.flatMap((entry) => {
      const { expect: wanted } = entry;
      const ack = 'ack' in wanted ? wanted.ack : 'reply' in wanted ? wanted.reply : null;
      return ack ? [{ frame: bytes(entry), ack: Buffer.from(ack, 'hex') }] : [];
    });
    expect(acked.length).toBeGreaterThanOrEqual(60);
    for (const { frame, ack } of acked) {
      expect(ack.readUInt16BE(ack.length - 4)).toBe(crcItu(ack.subarray(2, ack.length - 4)));
      const ackLong = ack[0] === 0x79;
      const protocol = frame[frame[0] === 0x79 ? 4 : 3];
      if (protocol === 0x2a) {
        // Long frame 0x97: text length, server flag 0, "NA&&NA&&0##", serial 0.
        expect(ack.subarray(0, 5).toString('hex')).toBe('7979001597');
        expect(ack.subarray(5, 21).toString('latin1')).toBe('\x0b\0\0\0\0NA&&NA&&0##');
        expect(ack.readUInt16BE(21)).toBe(0);
        continue;
      }
      expect(ack[ackLong ? 4 : 3]).toBe(protocol);
      expect(ack.length).toBe(ackLong ? 11 : 10);
      expect(ack.readUInt16BE(ack.length - 6)).toBe(frame.readUInt16BE(frame.length - 6));
    }
  });
});

describe('GT06 corpus through one session', () => {
  const login = GT06_CORPUS.find((entry) => entry.expect.kind === 'login');
  const rest = GT06_CORPUS.filter((entry) => kept(entry.expect) && entry.expect.kind !== 'login');
  if (!login) throw new Error('corpus has no login');
  const stream = Buffer.concat([bytes(login), ...rest.map(bytes)]);

  /** What the listener does (test-support/feed-decoder.ts). */
  const feed = (chunks: Buffer[]): Frame[] => feedWhole(gt06Protocol.decode, chunks);

  function split(sizes: (index: number) => number): Buffer[] {
    const chunks: Buffer[] = [];
    for (let at = 0, index = 0; at < stream.length; index++) {
      const size = Math.max(1, sizes(index));
      chunks.push(stream.subarray(at, at + size));
      at += size;
    }
    return chunks;
  }

  it('login first, then every kept capture back to back: the connection is kept and all are read', () => {
    const frames = feed([stream]);
    const loginImei = login.expect.kind === 'login' ? login.expect.imei : '';
    expect(frames[0]).toMatchObject({ kind: 'identify', imei: loginImei });
    // Each capture gives in the stream what it gives alone, under the login's IMEI.
    const alone = rest.flatMap((entry) => gt06Protocol.decode(bytes(entry), { imei: loginImei }).frames);
    expect(frames.slice(1)).toEqual(alone);
    const positions = frames.flatMap((frame) => (frame.kind === 'positions' ? frame.positions : []));
    expect(positions).toHaveLength(rest.filter((entry) => entry.expect.kind === 'position').length);
    expect(new Set(positions.map((position) => position.imei))).toEqual(new Set([loginImei]));
  });

  it('split at awkward byte boundaries, the same frames come out', () => {
    const whole = feed([stream]);
    // Every chunk boundary falls in the start bytes, the length field, the content or the check.
    for (const sizes of [() => 1, () => 2, () => 3, () => 7, (index: number) => (index * 7919) % 61, () => 4096]) {
      expect(feed(split(sizes))).toEqual(whole);
    }
  });

  it('refused and cut-short captures are left out of the session for a reason', () => {
    const left = GT06_CORPUS.filter((entry) => !kept(entry.expect));
    for (const entry of left) expect(entry.expect).toHaveProperty('why', expect.stringMatching(/\w{3,}/));
    const logins = GT06_CORPUS.filter((entry) => entry.expect.kind === 'login');
    expect(left.length + rest.length + logins.length).toBe(GT06_CORPUS.length);
    expect(left.length).toBeLessThan(GT06_CORPUS.length / 4);
  });
});

describe('GT06 layout variants real devices send (built here, framed and checked like theirs)', () => {
  const session = (): SessionState => ({ imei: SESSION_IMEI });
  // 2024-05-06 07:08:09, 9 satellites, 6.2 S 106.8 E, 42 km/h, positioned, course 90.
  const gps = Buffer.from('180506070809c9' + '00aa49c0' + '0b755980' + '2a' + '105a', 'hex');
  const cell = Buffer.from('01fe0a04b00012d3', 'hex');
  const accAndMileage = Buffer.from('010000' + '0001e240', 'hex');
  const positionOf = (packet: Buffer) => {
    const [frame] = gt06Protocol.decode(packet, session()).frames;
    if (frame?.kind !== 'positions') throw new Error(`expected a position, got ${frame?.kind ?? 'nothing'}`);
    return { position: frame.positions[0], ack: frame.ack };
  };

  it('0x22 with and without the cell length byte, with and without mileage, reads the same fields', () => {
    const layouts = [
      Buffer.concat([gps, cell, accAndMileage]),
      Buffer.concat([gps, Buffer.from([cell.length]), cell, accAndMileage]),
    ];
    for (const content of layouts) {
      const { position, ack } = positionOf(buildPacket(0x22, content, 7));
      expect(ack?.subarray(2, 6).toString('hex')).toBe('05220007');
      expect(position).toMatchObject({ time: Date.UTC(2024, 4, 6, 7, 8, 9), sat: 9, speed: 42, head: 90 });
      expect(position?.lat).toBeCloseTo(-6.2, 5);
      expect(position?.lng).toBeCloseTo(106.8, 5);
      expect(position?.properties).toEqual({ gps: 1, ign: 1, mileage: 123.456 });
    }
    expect(
      positionOf(buildPacket(0x22, Buffer.concat([gps, cell, accAndMileage.subarray(0, 3)]), 7)).position,
    ).toMatchObject({ properties: { gps: 1, ign: 1 } });
  });

  it('extra trailing bytes before serial and check are ignored, in short and long framing', () => {
    const content = Buffer.concat([gps, cell, Buffer.from('deadbeef00112233445566', 'hex')]);
    for (const long of [false, true]) {
      const { position } = positionOf(buildPacket(0x12, content, 3, long));
      expect(position?.properties).toEqual({ gps: 1 });
      expect(position?.time).toBe(Date.UTC(2024, 4, 6, 7, 8, 9));
    }
  });

  it('an alarm 0x16 whose cell length byte counts itself reads the status block after the cell', () => {
    const status = Buffer.from('460403' + '01' + '02', 'hex'); // ACC on, level 3, SOS, reply wanted
    for (const length of [cell.length, cell.length + 1]) {
      const packet = buildPacket(0x16, Buffer.concat([gps, Buffer.from([length]), cell, status]), 9);
      const { position, ack } = positionOf(packet);
      expect(position?.properties).toEqual({ gps: 1, imb: 0, ign: 1, gsm_signal: 21, eventID: 1 });
      expect(ack?.toString('hex')).toBe(buildPacket(0x16, Buffer.alloc(0), 9).toString('hex'));
    }
  });

  it('a location packet without a GPS block stores nothing and keeps the connection', () => {
    expect(gt06Protocol.decode(buildPacket(0x12, Buffer.from('00000000000000', 'hex'), 1), session()).frames).toEqual(
      [],
    );
    const [alarm] = gt06Protocol.decode(buildPacket(0x26, Buffer.alloc(20), 2), session()).frames;
    expect(alarm).toEqual({ kind: 'status', imei: null, reply: buildPacket(0x26, Buffer.alloc(0), 2), status: {} });
  });

  it('a real capture with a bit flipped inside the checked bytes is still refused as crc', () => {
    const real = GT06_CORPUS.find((entry) => entry.expect.kind === 'position');
    if (!real) throw new Error('no position in the corpus');
    const corrupt = bytes(real);
    corrupt[10] = (corrupt[10] ?? 0) ^ 0x01;
    expect(reasonOf(() => gt06Protocol.decode(corrupt, session()))).toBe('crc');
  });
});
