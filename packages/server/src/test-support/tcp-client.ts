import { connect, type Socket } from 'node:net';

/** A tracker stand-in: writes bytes and reads exactly what the server answers. */
export type TcpClient = {
  send(bytes: Buffer): void;
  /** The next `count` bytes the server sends (rejects after 5 s). */
  read(count: number): Promise<Buffer>;
  /** Resolves when the server closed the connection. */
  closed: Promise<void>;
  end(): void;
};

export function openTcpClient(port: number): Promise<TcpClient> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let wake: (() => void) | null = null;
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      wake?.();
    });
    socket.on('error', () => undefined);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () =>
      resolve({
        send: (bytes) => socket.write(bytes),
        end: () => socket.end(),
        closed,
        async read(count) {
          const deadline = Date.now() + 5000;
          while (received.length < count) {
            if (Date.now() > deadline || socket.destroyed)
              throw new Error(`wanted ${count} bytes, got ${received.length}`);
            await new Promise<void>((r) => {
              wake = r;
              setTimeout(r, 50);
            });
          }
          const out = received.subarray(0, count);
          received = received.subarray(count);
          return out;
        },
      }),
    );
    socket.once('error', reject);
  });
}
