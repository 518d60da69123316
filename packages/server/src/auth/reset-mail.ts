import type { AppContext } from '../context.js';
import { resetMail } from '../mail/account-mails.js';
import type { ReaderLanguage } from '../reader-language.js';
import { issueOneTimeToken } from './one-time-tokens.js';

/**
 * The password reset mail, with a one-time link to the user's own address: "Forgot password" and the
 * call centre both send it; nobody but the mailbox's owner sees the link.
 */
export async function sendResetMail(
  ctx: AppContext,
  user: { id: number; name: string; username: string; email: string },
  language: ReaderLanguage,
): Promise<void> {
  const t = await issueOneTimeToken(ctx.database.db, 'reset', user.id);
  const link = `${ctx.config.publicUrl}/change-password?t=${encodeURIComponent(t)}&reason=reset`;
  await ctx.mailer.send({ to: user.email, ...resetMail(language, { name: user.name || user.username, link }) });
}
