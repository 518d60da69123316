-- Accounts (review M5): a change that can take access away from a user ends all of the user's
-- sessions, in the transaction of the change, whoever writes it (user management, a role edit,
-- a customer move, plain SQL). The guard and the live sockets hear of it on the bus and look again.
-- Access that only grows (keys added) keeps the sessions: the next token refresh carries it.
CREATE FUNCTION end_sessions_of_changed_user() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE sessions SET ended_at = now() WHERE user_id = NEW.id AND ended_at IS NULL;
  RETURN NULL;
END;
$fn$;

CREATE TRIGGER users_end_sessions_on_access_change
  AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (
    OLD.isorgadmin IS DISTINCT FROM NEW.isorgadmin
    OR OLD.user_type_id IS DISTINCT FROM NEW.user_type_id
    OR OLD.access_type IS DISTINCT FROM NEW.access_type
    OR OLD.organization_id IS DISTINCT FROM NEW.organization_id
    OR OLD.realm_id IS DISTINCT FROM NEW.realm_id
    OR OLD.isactive IS DISTINCT FROM NEW.isactive
    OR NOT (coalesce(NEW.user_access, '{}'::jsonb) @> coalesce(OLD.user_access, '{}'::jsonb))
  )
  EXECUTE FUNCTION end_sessions_of_changed_user();

-- Accounts (review I5): an ssoToken is exchanged for a bearer token once (GET /sso/verifytoken);
-- it still identifies the session to POST /sso/refresh_token.
ALTER TABLE sessions ADD COLUMN sso_verified_at timestamptz;
