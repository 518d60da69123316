import { describe, expect, it } from 'vitest';
import type { LiveServerMessage, LiveVehicleUpdate } from '@armada/domain';
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
  return { sent, bufferedAmount: 0, send: (text: string) => sent.push(JSON.parse(text) as LiveServerMessage) };
}

const timesOf = (sent: LiveServerMessage[]) =>
  sent.map((m) => (m.type === 'vehicle' ? `${m.data.imei}@${m.data.time}` : m.type));

describe('live outbox', () => {
  it('sends at once while the client keeps up', () => {
    const socket = fakeSocket();
    const outbox = createOutbox(socket);
    outbox.push(vehicle('a', 1));
    outbox.push(vehicle('a', 2));
    expect(timesOf(socket.sent)).toEqual(['a@1', 'a@2']);
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
    await new Promise((resolve) => setTimeout(resolve, 30));
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
