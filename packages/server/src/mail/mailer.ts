import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/** A one-time link's token (`t=...`) replaced, for every eye but the addressee's: the outbox reader and the log. */
export function redactOneTimeLinks(text: string): string {
  return text.replace(/([?&]t=)[^&\s]+/g, '$1[redacted]');
}

/**
 * Sends by SMTP when SMTP_URL is set; otherwise the mail goes to the outbox table, which an
 * administrator can read in the portal (one-time links redacted), and to the log (redacted too).
 */
export function createMailer(options: { db: Db; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent by SMTP');
        return;
      }
      await options.db
        .insert(outbox)
        .values({ to_address: mail.to, subject: mail.subject, body: mail.text, delivered_by: 'outbox' });
      options.log.info(
        { to: mail.to, subject: mail.subject, body: redactOneTimeLinks(mail.text) },
        'mail kept in the outbox (no SMTP_URL)',
      );
    },
  };
}
