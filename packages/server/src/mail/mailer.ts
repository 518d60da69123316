import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Sends by SMTP when SMTP_URL is set; otherwise the mail goes to the outbox table, which an
 * administrator can read in the portal, and to the log. Either way nothing is lost silently.
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
        { to: mail.to, subject: mail.subject, body: mail.text },
        'mail kept in the outbox (no SMTP_URL)',
      );
    },
  };
}
