-- Custom migration: a version of what the public directory shows, so that every server on one
-- database can tell whether its cached doctor searches are still right (README "Doctor search
-- answered from a cache"). Triggers count each statement that changes a table the search reads:
-- `directory` for doctors, their accounts, reviews, weekly availability, time off and settings;
-- `bookings` for appointments (only the `available` filter reads them).
-- One row per server connection (backend pid), each bumped only by its own connection, so
-- concurrent writers never wait on one another; the version is the sum of all rows, read
-- under MVCC: it grows by one for every committed change and never by an uncommitted one.
CREATE TABLE "directory_version" (
  "backend" integer PRIMARY KEY,
  "directory" bigint NOT NULL DEFAULT 0,
  "bookings" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_directory_version() RETURNS trigger AS $$
BEGIN
  IF TG_ARGV[0] = 'bookings' THEN
    INSERT INTO directory_version AS v (backend, bookings) VALUES (pg_backend_pid(), 1)
      ON CONFLICT (backend) DO UPDATE SET bookings = v.bookings + 1;
  ELSE
    INSERT INTO directory_version AS v (backend, directory) VALUES (pg_backend_pid(), 1)
      ON CONFLICT (backend) DO UPDATE SET directory = v.directory + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "doctors_directory_version" AFTER INSERT OR UPDATE OR DELETE ON "doctors"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version('directory');
--> statement-breakpoint
CREATE TRIGGER "users_directory_version" AFTER UPDATE OF "name", "email", "status", "is_verified" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version('directory');
--> statement-breakpoint
CREATE TRIGGER "reviews_directory_version" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version('directory');
--> statement-breakpoint
CREATE TRIGGER "doctor_availability_directory_version" AFTER INSERT OR UPDATE OR DELETE ON "doctor_availability"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version('directory');
--> statement-breakpoint
CREATE TRIGGER "doctor_time_off_directory_version" AFTER INSERT OR UPDATE OR DELETE ON "doctor_time_off"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version('directory');
--> statement-breakpoint
CREATE TRIGGER "settings_directory_version" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version('directory');
--> statement-breakpoint
-- Sending a reminder or writing a note leaves the slots as they were: only these columns count.
CREATE TRIGGER "appointments_directory_version_write" AFTER INSERT OR DELETE ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version('bookings');
--> statement-breakpoint
CREATE TRIGGER "appointments_directory_version_update"
  AFTER UPDATE OF "doctor_id", "start_time", "end_time", "status", "confirmed_at", "created_at" ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version('bookings');
