import type { DecodeResult, Frame, SessionState } from '../ingest/protocol.js';
import { gt06Protocol } from '../ingest/protocols/gt06/gt06-protocol.js';

export const hex = (text: string): Buffer => Buffer.from(text.replace(/\s+/g, ''), 'hex');

export const LOGGED_IN: SessionState = { imei: '123456789012345' };

export function decode(bytes: Buffer, session: SessionState = { imei: LOGGED_IN.imei }): DecodeResult {
  return gt06Protocol.decode(bytes, session);
}

export function only(result: DecodeResult): Frame {
  const [frame, ...others] = result.frames;
  if (!frame || others.length > 0) throw new Error(`expected one frame, got ${result.frames.length}`);
  return frame;
}
