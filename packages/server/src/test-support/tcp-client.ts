import { connect, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

/** A tracker stand-in: writes bytes and reads exactly what the server answers. */
export type TcpClient = {
  send(bytes: Buffer): void;
  /** The next `count` bytes the server sends (rejects after 5 s). */
  read(count: number): Promise<Buffer>;
  /** Resolves when the server closed the connection. */
  closed: Promise<void>;
  end(): void;
};

export type TcpClientOptions = {
  /** The client's own address: another loopback address (127.0.0.2) acts as another source on Linux. */
  localAddress?: string;
  /** Speak TLS, trusting this certificate (PEM). */
  tlsCa?: Buffer;
};

export function openTcpClient(port: number, options: TcpClientOptions = {}): Promise<TcpClient> {
  const { localAddress, tlsCa } = options;
  // Each write goes out at once, as a tracker's packet does: with Nagle, a packet sent after one the
  // server does not answer waits for the delayed ACK (40 ms on Linux).
  const plain = connect({ host: '127.0.0.1', port, localAddress, noDelay: true });
  const socket: Socket = tlsCa ? connectTls({ socket: plain, ca: tlsCa, servername: 'localhost' }) : plain;
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    let wake: (() => void) | null = null;
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      wake?.();
    });
    socket.on('error', () => undefined);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once(tlsCa ? 'secureConnect' : 'connect', () =>
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
    socket.once('close', () => reject(new Error('closed before connecting')));
  });
}
