import { createServer, type Server } from 'node:net';

const ANSWERS: Record<string, string> = { EHLO: '250 sink', HELO: '250 sink', DATA: '354 go ahead', QUIT: '221 bye' };

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on 127.0.0.1 that accepts every message and keeps it, enough for a real
 * SMTP client (nodemailer) to deliver to in tests.
 */
export async function startSmtpSink(): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 queued');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line.slice(10).trim();
        if (verb === 'RCPT') mail.to.push(line.slice(8).trim());
        if (verb === 'DATA') inData = true;
        reply(ANSWERS[verb] ?? '250 ok');
        if (verb === 'QUIT') socket.end();
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
