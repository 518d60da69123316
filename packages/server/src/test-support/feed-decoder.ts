import type { DecodeResult, Frame, SessionState } from '../ingest/protocol.js';

type Decode = (buffer: Buffer, session: SessionState) => DecodeResult;

/**
 * Feeds `chunks` to a decoder the way the listener does: append, decode, keep what was not
 * consumed; an identify frame names the session's IMEI. The frames, and how many bytes were left.
 */
export function feedChunks(decode: Decode, chunks: Buffer[], session: SessionState = { imei: null }) {
  const frames: Frame[] = [];
  let pending = Buffer.alloc(0);
  for (const chunk of chunks) {
    pending = Buffer.concat([pending, chunk]);
    const result = decode(pending, session);
    for (const frame of result.frames) if (frame.kind === 'identify') session.imei = frame.imei;
    frames.push(...result.frames);
    pending = pending.subarray(result.consumed);
  }
  return { frames, left: pending.length };
}

/** As feedChunks, for a stream that must be used up: throws if bytes are left. */
export function feedWhole(decode: Decode, chunks: Buffer[], session?: SessionState): Frame[] {
  const { frames, left } = feedChunks(decode, chunks, session);
  if (left !== 0) throw new Error(`${left} bytes left undecoded`);
  return frames;
}
