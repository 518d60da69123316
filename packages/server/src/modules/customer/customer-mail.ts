import type { AppContext } from '../../context.js';
import { issueOneTimeToken } from '../../auth/one-time-tokens.js';
import { WELCOME_LINK_MINUTES } from './customer-admin.js';

type NewAdmin = { id: number; name: string; username: string };

/**
 * The new super admin's set-password mail, through the same one-time link and page as a password
 * reset (auth/one-time-tokens, /change-password). Answers whether it went out; the customer stays
 * created either way and the link can be asked for again through "forgot password".
 */
export async function sendWelcome(ctx: AppContext, admin: NewAdmin, email: string, company: string): Promise<boolean> {
  const t = await issueOneTimeToken(ctx.database.db, 'reset', admin.id, WELCOME_LINK_MINUTES);
  const link = `${ctx.config.publicUrl}/change-password?t=${encodeURIComponent(t)}&reason=reset`;
  const days = WELCOME_LINK_MINUTES / 1440;
  try {
    await ctx.mailer.send({
      to: email,
      subject: 'Armada: your account is ready, set your password',
      text: `Hello ${admin.name},\n\nAn Armada account has been created for you as the Super Admin of ${company}.\nYour username: ${admin.username}\n\nOpen this link within ${days} days to choose your password and activate the account:\n${link}\n\nAfterwards the link "Forgot password" on the sign-in page sends a new one.`,
    });
    return true;
  } catch (error) {
    ctx.log.warn({ err: error, to: email }, 'set-password mail for a new customer not sent');
    return false;
  }
}
