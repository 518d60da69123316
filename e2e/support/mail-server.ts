import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '@armada/server/test-support/server-process';
import { startSmtpSink, type ReceivedMail } from '@armada/server/test-support/smtp-sink';

const root = new URL('../..', import.meta.url).pathname;

export type MailServer = { url: string; mails: ReceivedMail[]; stop(): Promise<void> };

/**
 * A server of its own that sends its mail by SMTP to a sink the test reads, as the addressee's
 * mailbox would: the outbox shows one-time links to no one (H1), so a test reads them from here.
 */
export async function startMailServer(): Promise<MailServer> {
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'armada-e2e-mail-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: 'true',
    // One day of demo history, as the test apps: its tests read no report, and the default 60 days
    // would cost this server most of a minute to seed.
    DEMO_HISTORY_DAYS: '1',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    // No trackers here: listeners on the default ports would collide with any other server on the machine.
    INGEST: 'false',
    WEB_DIST: join(root, 'packages/web/dist'),
    TOKEN_TTL_SECONDS: '3600',
  });
  return {
    url: server.url,
    mails: sink.mails,
    stop: async () => {
      await server.kill('SIGTERM');
      await sink.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The text of a received mail, its quoted-printable encoding (long lines) undone. */
export function mailText(mail: ReceivedMail): string {
  const [, ...body] = mail.data.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(mail.data)) return text;
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
