import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';

/** A file sent with a mail: read from `path`, or given as `content`. */
export type MailAttachment = { filename: string } & ({ path: string } | { content: Buffer | string });
export type Mail = { to: string; subject: string; text: string; attachments?: readonly MailAttachment[] };
/** Where the outbox keeps its mails' files, under DATA_DIR. */
export const OUTBOX_FILES = 'outbox';

/** Copies a mail's files under `dataDir/outbox/`, named at random; answers their names and places. */
async function keepAttachments(dataDir: string | undefined, attachments: readonly MailAttachment[]) {
  if (attachments.length === 0) return [];
  if (!dataDir) throw new Error('the outbox keeps attachments only with a data directory');
  await mkdir(join(dataDir, OUTBOX_FILES), { recursive: true });
  return Promise.all(
    attachments.map(async (attachment) => {
      const file = join(OUTBOX_FILES, `${randomBytes(12).toString('hex')}${extname(attachment.filename)}`);
      if ('path' in attachment) await copyFile(attachment.path, join(dataDir, file));
      else await writeFile(join(dataDir, file), attachment.content);
      return { filename: attachment.filename, file };
    }),
  );
}
export type Mailer = { send(mail: Mail): Promise<void> };

/** A one-time link's token (`t=...`) replaced, for every eye but the addressee's: the outbox reader and the log. */
export function redactOneTimeLinks(text: string): string {
  return text.replace(/([?&]t=)[^&\s]+/g, '$1[redacted]');
}

/**
 * Sends by SMTP when SMTP_URL is set; otherwise the mail goes to the outbox table, which an
 * administrator can read in the portal (one-time links redacted), and to the log (redacted too).
 */
export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  /** Where the outbox keeps attachments (DATA_DIR); without it, a mail with files can not go to the outbox. */
  dataDir?: string;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      if (transport) {
        const { to, subject, text } = mail;
        const attachments = mail.attachments?.map((attachment) => ({ ...attachment }));
        await transport.sendMail({ from: options.from, to, subject, text, ...(attachments ? { attachments } : {}) });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent by SMTP');
        return;
      }
      const attachments = await keepAttachments(options.dataDir, mail.attachments ?? []);
      await options.db
        .insert(outbox)
        .values({ to_address: mail.to, subject: mail.subject, body: mail.text, delivered_by: 'outbox', attachments });
      options.log.info(
        { to: mail.to, subject: mail.subject, body: redactOneTimeLinks(mail.text) },
        'mail kept in the outbox (no SMTP_URL)',
      );
    },
  };
}
