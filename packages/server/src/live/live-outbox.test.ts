import { describe, expect, it } from 'vitest';
import type { LiveServerFrame, LiveServerMessage, LiveVehicleUpdate } from '@armada/domain';
import { createOutbox, type Outgoing } from './live-outbox.js';

const vehicle = (imei: string, time: number): Outgoing => {
  const data: LiveVehicleUpdate = {
    imei,
    gpstype: 2,
    time,
    lat: 0,
    lng: 0,
    alt: 0,
    speed: 0,
    head: 0,
    sat: 9,
    properties: {},
    received_at: time,
  };
  const message: LiveServerMessage = { type: 'vehicle', data };
  return { message, text: JSON.stringify(message) };
};

function fakeSocket() {
  const sent: LiveServerMessage[] = [];
  const frames: number[] = [];
  const send = (text: string) => {
    const frame = JSON.parse(text) as LiveServerFrame;
    const messages = Array.isArray(frame) ? frame : [frame];
    frames.push(messages.length);
    sent.push(...messages);
  };
  return { sent, frames, bufferedAmount: 0, send };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const timesOf = (sent: LiveServerMessage[]) =>
  sent.map((m) => (m.type === 'vehicle' ? `${m.data.imei}@${m.data.time}` : m.type));

describe('live outbox', () => {
  it('sends at once on a quiet line, then what comes within the window as one frame', async () => {
    const socket = fakeSocket();
    const outbox = createOutbox(socket, { batchMs: 20 });
    outbox.push(vehicle('a', 1));
    expect(timesOf(socket.sent)).toEqual(['a@1']);
    outbox.push(vehicle('a', 2));
    outbox.push(vehicle('b', 2));
    expect(socket.sent).toHaveLength(1);
    await wait(40);
    expect(timesOf(socket.sent)).toEqual(['a@1', 'a@2', 'b@2']);
    expect(socket.frames).toEqual([1, 2]);
    await wait(40);
    outbox.push(vehicle('c', 3));
    expect(timesOf(socket.sent).at(-1)).toBe('c@3');
    outbox.close();
  });

  it('sends every message alone without a batch window', () => {
    const socket = fakeSocket();
    const outbox = createOutbox(socket, { batchMs: 0 });
    outbox.push(vehicle('a', 1));
    outbox.push(vehicle('a', 2));
    expect(timesOf(socket.sent)).toEqual(['a@1', 'a@2']);
    expect(socket.frames).toEqual([1, 1]);
  });

  it('splits a large batch into frames of at most 500 messages', async () => {
    const socket = fakeSocket();
    const outbox = createOutbox(socket, { batchMs: 10 });
    for (let i = 0; i <= 1200; i += 1) outbox.push(vehicle(`v${i}`, 1));
    await wait(30);
    expect(socket.frames).toEqual([1, 500, 500, 200]);
    outbox.close();
  });

  it('keeps only the newest update per vehicle for a slow client, and flushes when its buffer drains', async () => {
    const socket = fakeSocket();
    const outbox = createOutbox(socket, { highWaterBytes: 100, pollMs: 5 });
    socket.bufferedAmount = 1000;
    outbox.push(vehicle('a', 1));
    outbox.push(vehicle('b', 1));
    outbox.push(vehicle('a', 3));
    outbox.push(vehicle('a', 2));
    const status: LiveServerMessage = { type: 'status', data: { imei: 'a', received_at: 1, properties: { ign: 1 } } };
    outbox.push({ message: status, text: '' });
    outbox.push({ message: { ...status, data: { ...status.data, properties: { accu: 12 } } }, text: '' });
    expect(socket.sent).toEqual([]);
    expect(outbox.pendingCount()).toBe(3);
    socket.bufferedAmount = 0;
    await wait(30);
    expect(timesOf(socket.sent)).toEqual(['b@1', 'a@3', 'status']);
    expect(socket.sent[2]).toEqual({
      type: 'status',
      data: { imei: 'a', received_at: 1, properties: { ign: 1, accu: 12 } },
    });
    outbox.close();
  });

  it('bounds what waits: past maxPending the oldest goes', () => {
    const socket = fakeSocket();
    const outbox = createOutbox(socket, { highWaterBytes: 0, maxPending: 2 });
    socket.bufferedAmount = 1;
    ['a', 'b', 'c'].forEach((imei) => outbox.push(vehicle(imei, 1)));
    expect(outbox.pendingCount()).toBe(2);
    outbox.close();
  });
});
