import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ProtocolError, type Frame, type SessionState } from '../../protocol.js';
import { decodeRuptela } from './ruptela-protocol.js';
import { encodeRecords } from './encoder.js';
import { DOC_RECORDS_HEX, IDENTIFICATION_HEX, telemetryArb } from '../../../test-support/ruptela-fixtures.js';
import { feedWhole } from '../../../test-support/feed-decoder.js';

const doc = Buffer.from(DOC_RECORDS_HEX, 'hex');

/** Feeds `chunks` as a listener would (test-support/feed-decoder.ts). */
const feed = (chunks: Buffer[], session: SessionState): Frame[] => feedWhole(decodeRuptela, chunks, session);

const kinds = (frames: Frame[]) => frames.map((f) => f.kind);

describe('ruptela stream splitting', () => {
  it('decodes two packets in one buffer', () => {
    const two = Buffer.concat([Buffer.from(IDENTIFICATION_HEX, 'hex'), doc]);
    const { frames, consumed } = decodeRuptela(two, { imei: null });
    expect(consumed).toBe(two.length);
    // Two devices on one connection: each new IMEI is identified before its packet.
    expect(kinds(frames)).toEqual(['identify', 'status', 'identify', 'positions']);
  });

  it('leaves a partial packet unconsumed, split at every byte boundary', () => {
    const whole = decodeRuptela(doc, { imei: null }).frames;
    for (let cut = 0; cut <= doc.length; cut++) {
      const first = decodeRuptela(doc.subarray(0, cut), { imei: null });
      expect(first.consumed).toBe(cut === doc.length ? doc.length : 0);
      expect(feed([doc.subarray(0, cut), doc.subarray(cut)], { imei: null })).toEqual(whole);
    }
  });

  it('decodes any packet sequence fed in arbitrary chunks', () => {
    const packets = fc.array(
      fc
        .array(telemetryArb(true), { minLength: 1, maxLength: 3 })
        .map((p) => encodeRecords('863071014876545', p, { extended: true })),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(packets, fc.array(fc.nat(), { maxLength: 6 }), (list, cuts) => {
        const stream = Buffer.concat(list);
        const points = [...new Set(cuts.map((c) => c % (stream.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...points].map((start, i) => stream.subarray(start, points[i] ?? stream.length));
        const frames = feed(chunks, { imei: null });
        expect(kinds(frames)).toEqual(['identify', ...list.map(() => 'positions')]);
      }),
    );
  });

  it('does not mistake a packet cut short for an error', () => {
    expect(() => decodeRuptela(doc.subarray(0, 1), { imei: null })).not.toThrow(ProtocolError);
  });
});
