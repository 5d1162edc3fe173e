-- Change notifications for the api's in-process caches (decision 0017): a commit that changes what a
-- connection sees (its row, its purchases, its own discounts) or whether a session is good (the session
-- row, the account's tokens_valid_after) tells every listening api process at commit, through
-- pg_notify; a rolled-back transaction tells nobody. PostgreSQL folds repeats within a transaction.
-- TG_ARGV[0] names the column holding the connection's id, before and after the change (OLD is null
-- on INSERT, NEW on DELETE); a row without one (a product-level discount) concerns no connection.
CREATE FUNCTION selfcare_notify_connection_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('selfcare_connection_changed', changed.connection_id)
  FROM (VALUES (to_jsonb(OLD) ->> TG_ARGV[0]), (to_jsonb(NEW) ->> TG_ARGV[0])) AS changed(connection_id)
  WHERE changed.connection_id IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The payload says what ended: 'session:<id>' (a revoked or removed session) or 'account:<id>' (all of
-- an account's tokens, after a password change or reset).
CREATE FUNCTION selfcare_notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('selfcare_session_changed', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> 'id'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER connections_notify_changed AFTER UPDATE OR DELETE ON connections
  FOR EACH ROW EXECUTE FUNCTION selfcare_notify_connection_changed('id');
--> statement-breakpoint
CREATE TRIGGER purchases_notify_changed AFTER INSERT OR UPDATE OR DELETE ON purchases
  FOR EACH ROW EXECUTE FUNCTION selfcare_notify_connection_changed('connection_id');
--> statement-breakpoint
CREATE TRIGGER discount_options_notify_changed AFTER INSERT OR UPDATE OR DELETE ON discount_options
  FOR EACH ROW EXECUTE FUNCTION selfcare_notify_connection_changed('connection_id');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION selfcare_notify_session_changed('session');
--> statement-breakpoint
CREATE TRIGGER accounts_notify_tokens_changed AFTER UPDATE OF tokens_valid_after OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION selfcare_notify_session_changed('account');
