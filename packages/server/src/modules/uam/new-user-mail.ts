import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { organizations, users } from '../../db/schema.js';
import { issueOneTimeToken } from '../../auth/one-time-tokens.js';
import { accountReadyMail } from '../../mail/account-mails.js';
import type { ReaderLanguage } from '../../reader-language.js';

/** How long a new user's set-password link lasts: three days, not a reset's hour. */
export const NEW_USER_LINK_MINUTES = 3 * 24 * 60;

/**
 * The new user's set-password mail: the same one-time link and page as a password reset
 * (auth/one-time-tokens, /change-password); setting the password activates the account. Through
 * SMTP when configured, else the outbox. "Forgot password" sends a new link if this one runs out.
 */
export async function sendSetPasswordMail(app: AppContext, userId: number, language: ReaderLanguage): Promise<void> {
  const { db } = app.database;
  const rows = await db
    .select({ name: users.name, username: users.username, email: users.email, org: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organization_id))
    .where(eq(users.id, userId));
  const user = rows[0];
  if (!user?.email) return;
  const t = await issueOneTimeToken(db, 'reset', userId, NEW_USER_LINK_MINUTES);
  const link = `${app.config.publicUrl}/change-password?t=${encodeURIComponent(t)}&reason=reset`;
  const days = NEW_USER_LINK_MINUTES / 1440;
  const facts = { name: user.name, username: user.username, organization: user.org, link, days };
  await app.mailer.send({ to: user.email, ...accountReadyMail(language, facts) });
}
