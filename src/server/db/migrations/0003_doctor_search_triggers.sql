-- Custom migration: doctor search reads the doctors table alone (see schema/doctors.ts).
-- `listed` is true for a verified doctor whose account is not blocked; `search_text` is the
-- lower-cased name, specialty, clinic and city. Triggers keep both right on every change.
-- pg_trgm indexes search_text for "contains" searches (the next migration's GIN index).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctors_search_fields() RETURNS trigger AS $$
DECLARE
  account_name text;
  account_status text;
BEGIN
  SELECT name, status INTO account_name, account_status FROM users WHERE id = NEW.user_id;
  NEW.listed := NEW.verification_status = 'verified' AND coalesce(account_status, 'blocked') <> 'blocked';
  NEW.search_text := lower(concat_ws(' ', account_name, NEW.specialization, NEW.clinic_name, NEW.city));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "doctors_search_fields" BEFORE INSERT OR UPDATE ON "doctors"
  FOR EACH ROW EXECUTE FUNCTION doctors_search_fields();
--> statement-breakpoint
-- A renamed or (un)blocked account refreshes its doctor row through the trigger above.
CREATE OR REPLACE FUNCTION users_refresh_doctor_search() RETURNS trigger AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE doctors SET user_id = user_id WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "users_refresh_doctor_search" AFTER UPDATE OF "name", "status" ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_refresh_doctor_search();
--> statement-breakpoint
UPDATE "doctors" SET "user_id" = "user_id";
