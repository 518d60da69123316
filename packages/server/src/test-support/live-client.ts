import WebSocket from 'ws';
import type { LiveServerFrame, LiveServerMessage } from '@armada/domain';

/** A browser stand-in on the live socket, for tests and benchmarks. */
export type LiveTestClient = {
  socket: WebSocket;
  messages: LiveServerMessage[];
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** The first message (already received or to come) that matches, or a rejection after `ms`. */
  waitFor(match: (message: LiveServerMessage) => boolean, ms?: number): Promise<LiveServerMessage>;
  close(): void;
};

export function openLiveClient(url: string): Promise<LiveTestClient> {
  const socket = new WebSocket(url);
  const messages: LiveServerMessage[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as LiveServerFrame;
    messages.push(...(Array.isArray(frame) ? frame : [frame]));
    listeners.forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const waitFor = (match: (message: LiveServerMessage) => boolean, ms = 3000) =>
    new Promise<LiveServerMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching live message within ${ms} ms (got ${messages.length})`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, closed, waitFor, close: () => socket.close() }));
    socket.once('error', reject);
  });
}
