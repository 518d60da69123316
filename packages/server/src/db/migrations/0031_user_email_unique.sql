-- An e-mail names one account (issue 10, security review L2): sign-in by e-mail and forgot password
-- find exactly one user. An empty e-mail is no e-mail.
UPDATE users SET email = NULL WHERE btrim(email) = '';

-- Accounts that came to share an e-mail (edit_profile checked nothing before) keep it on the oldest
-- account; the later ones lose it and set it again in their profile (docs/decisions.md).
UPDATE users AS later SET email = NULL, updated_at = now()
WHERE EXISTS (SELECT 1 FROM users AS older WHERE lower(older.email) = lower(later.email) AND older.id < later.id);

DROP INDEX IF EXISTS users_email_idx;
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
