import type { AppContext } from '../../context.js';
import { issueOneTimeToken } from '../../auth/one-time-tokens.js';
import { WELCOME_LINK_MINUTES } from './customer-admin.js';
import { accountReadyMail } from '../../mail/account-mails.js';
import type { ReaderLanguage } from '../../reader-language.js';

type NewAdmin = { id: number; name: string; username: string };

/**
 * The new super admin's set-password mail, through the same one-time link and page as a password
 * reset (auth/one-time-tokens, /change-password). Answers whether it went out; the customer stays
 * created either way and the link can be asked for again through "forgot password".
 */
export async function sendWelcome(
  ctx: AppContext,
  admin: NewAdmin,
  email: string,
  company: string,
  language: ReaderLanguage,
): Promise<boolean> {
  const t = await issueOneTimeToken(ctx.database.db, 'reset', admin.id, WELCOME_LINK_MINUTES);
  const link = `${ctx.config.publicUrl}/change-password?t=${encodeURIComponent(t)}&reason=reset`;
  const days = WELCOME_LINK_MINUTES / 1440;
  try {
    const facts = { name: admin.name, username: admin.username, organization: company, link, days };
    await ctx.mailer.send({ to: email, ...accountReadyMail(language, facts) });
    return true;
  } catch (error) {
    ctx.log.warn({ err: error, to: email }, 'set-password mail for a new customer not sent');
    return false;
  }
}
