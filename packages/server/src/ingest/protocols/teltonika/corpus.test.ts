import { describe, expect, it } from 'vitest';
import type { DecodeResult, Frame, SessionState } from '../../protocol.js';
import { ProtocolError } from '../../protocol.js';
import type { CorpusExpectation } from './corpus.js';
import { CORPUS_IMEI, TELTONIKA_CORPUS } from './corpus.js';
import { teltonikaProtocol } from './index.js';
import { HEADER_BYTES, wrapPacket } from './packet.js';
import { feedChunks } from '../../../test-support/feed-decoder.js';

const hex = (text: string): Buffer => Buffer.from(text, 'hex');
const round5 = (value: number): number => Number(value.toFixed(5));

/** The same body under a correct CRC (the capture's length field delimits the body). */
function withRecomputedCrc(packet: Buffer): Buffer {
  return wrapPacket(packet.subarray(HEADER_BYTES, HEADER_BYTES + packet.readUInt32BE(4)));
}

function decode(packet: Buffer, session: SessionState): DecodeResult | ProtocolError {
  try {
    return teltonikaProtocol.decode(packet, session);
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
}

function onlyFrame(result: DecodeResult, packet: Buffer): Frame {
  expect(result.consumed).toBe(packet.length);
  expect(result.frames).toHaveLength(1);
  const [frame] = result.frames;
  if (!frame) throw new Error('no frame');
  return frame;
}

function checkOutcome(packet: Buffer, expectation: CorpusExpectation): void {
  const session: SessionState = { imei: expectation.kind === 'identify' ? null : CORPUS_IMEI };
  const result = decode(packet, session);
  if (expectation.kind === 'refused') {
    expect(result).toBeInstanceOf(ProtocolError);
    if (result instanceof ProtocolError) expect(result.reason).toBe(expectation.reason);
    return;
  }
  if (result instanceof ProtocolError) throw new Error(`refused: ${result.message}`);
  switch (expectation.kind) {
    case 'incomplete':
      expect(result).toEqual({ frames: [], consumed: 0 });
      return;
    case 'ping':
      expect(result).toEqual({ frames: [], consumed: packet.length });
      return;
    case 'identify':
      expect(onlyFrame(result, packet)).toEqual({
        kind: 'identify',
        imei: expectation.imei,
        accept: hex('01'),
        reject: hex('00'),
      });
      return;
    case 'skipped':
      expect(onlyFrame(result, packet)).toEqual({
        kind: 'status',
        imei: null,
        status: {},
        reply: expectation.ack === null ? null : hex(expectation.ack),
      });
      return;
    case 'command-response':
      expect(onlyFrame(result, packet)).toEqual({
        kind: 'command-response',
        imei: null,
        text: expectation.text,
        reply: null,
      });
      return;
    case 'positions': {
      const frame = onlyFrame(result, packet);
      if (frame.kind !== 'positions') throw new Error(`expected positions, got ${frame.kind}`);
      expect(frame.ack).toEqual(hex(expectation.ack));
      expect(frame.positions).toHaveLength(expectation.records);
      for (const position of frame.positions) expect(position).toMatchObject({ imei: CORPUS_IMEI, gpstype: 2 });
      for (const check of expectation.checks) {
        const position = frame.positions[check.index];
        if (!position) throw new Error(`no record ${check.index}`);
        expect(new Date(position.time).toISOString()).toBe(check.time);
        expect(round5(position.lat)).toBe(check.lat);
        expect(round5(position.lng)).toBe(check.lng);
        expect(position.properties).toMatchObject(check.properties);
      }
      return;
    }
  }
}

describe('teltonika corpus (real device captures from Traccar)', () => {
  for (const entry of TELTONIKA_CORPUS) {
    it(entry.name, () => {
      checkOutcome(hex(entry.hex), entry.expect);
      const repaired = entry.withRecomputedCrc;
      if (repaired) checkOutcome(withRecomputedCrc(hex(entry.hex)), repaired);
    });
  }

  it('covers every outcome and codec the decoder knows', () => {
    const kinds = new Set(TELTONIKA_CORPUS.flatMap((e) => [e.expect.kind, e.withRecomputedCrc?.kind]));
    expect([...kinds].sort()).toEqual(
      ['command-response', 'identify', 'incomplete', 'ping', 'positions', 'refused', 'skipped', undefined].sort(),
    );
    const codecs = new Set(
      TELTONIKA_CORPUS.filter((e) => e.hex.startsWith('00000000')).map((e) => e.hex.slice(16, 18).toLowerCase()),
    );
    expect([...codecs].sort()).toEqual(['07', '08', '0c', '0d', '10', '8e']);
  });
});

/** Every capture a live connection keeps, after the IMEI packet, in corpus order. */
function sessionPackets(): Buffer[] {
  const packets: Buffer[] = [];
  for (const entry of TELTONIKA_CORPUS) {
    const usable = (e: CorpusExpectation | undefined) => e && e.kind !== 'refused' && e.kind !== 'incomplete';
    if (usable(entry.expect)) packets.push(hex(entry.hex));
    if (usable(entry.withRecomputedCrc)) packets.push(withRecomputedCrc(hex(entry.hex)));
  }
  return packets;
}

/** Feeds chunks the way the listener does (test-support/feed-decoder.ts), from an unidentified session. */
const feed = (chunks: Buffer[]): { frames: Frame[]; left: number } => feedChunks(teltonikaProtocol.decode, chunks);

function chop(stream: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set([0, ...cuts.filter((c) => c > 0 && c < stream.length), stream.length])].sort(
    (a, b) => a - b,
  );
  return points.slice(1).map((end, i) => stream.subarray(points[i], end));
}

/** What each packet decodes to on its own, in order: what the one session must give too. */
function framesPacketByPacket(packets: Buffer[]): Frame[] {
  return packets.flatMap((packet, i) => {
    const result = teltonikaProtocol.decode(packet, { imei: i === 0 ? null : CORPUS_IMEI });
    expect(result.consumed).toBe(packet.length);
    return result.frames;
  });
}

describe('teltonika corpus in one session', () => {
  const packets = sessionPackets();
  const stream = Buffer.concat(packets);
  const boundaries = packets.reduce<number[]>((ends, p) => [...ends, (ends.at(-1) ?? 0) + p.length], []);

  it('holds the handshake first and most of the corpus after it', () => {
    expect(packets[0]?.toString('hex')).toBe(TELTONIKA_CORPUS[0]?.hex.toLowerCase());
    expect(packets.length).toBeGreaterThan(40);
    expect(framesPacketByPacket(packets).filter((f) => f.kind === 'positions')).toHaveLength(32);
  });

  it('keeps the connection for the whole stream at once', () => {
    expect(feed([stream])).toEqual({ frames: framesPacketByPacket(packets), left: 0 });
  });

  it('keeps the connection when every packet arrives cut one byte before and after its end', () => {
    const cuts = boundaries.flatMap((end) => [end - 1, end + 1]);
    expect(feed(chop(stream, cuts))).toEqual({ frames: framesPacketByPacket(packets), left: 0 });
  });

  it('keeps the connection however the stream is chopped', () => {
    const expected = framesPacketByPacket(packets);
    for (const size of [1, 2, 3, 7, 13, 100, 1021]) {
      const cuts = Array.from({ length: Math.ceil(stream.length / size) }, (_, i) => i * size);
      expect(feed(chop(stream, cuts)), `chunks of ${size}`).toEqual({ frames: expected, left: 0 });
    }
  });
});
