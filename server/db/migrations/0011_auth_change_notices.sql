-- Every authenticated request reads its session, user, organization, employee, renter company and
-- access levels. Servers keep what they read in memory and drop it when any of it changes: each
-- statement that changes one of these tables (in any process, or by hand) sends one notice on
-- the `auth_changed` channel when its transaction commits. New sessions need none: a server
-- reads a session it has not seen.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER landlords_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON landlords
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER employees_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER renters_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON renters
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER employee_access_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employee_access
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
