ALTER TABLE "appointments" ADD COLUMN "patient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "doctor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Custom: an appointment carries the names of its patient's and its doctor's accounts, so
-- Manage Appointments checks a common name on the appointment alone, newest first, without
-- reading two accounts per appointment (ADR 126). Set on insert and on a change of party; a
-- renamed account (an edit, or the erasure's label) renames its appointments' copies.
CREATE OR REPLACE FUNCTION appointments_party_names() RETURNS trigger AS $$
BEGIN
  NEW.patient_name := coalesce((SELECT name FROM users WHERE id = NEW.patient_id), '');
  NEW.doctor_name := coalesce((SELECT u.name FROM doctors d JOIN users u ON u.id = d.user_id
    WHERE d.id = NEW.doctor_id), '');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "appointments_party_names" BEFORE INSERT OR UPDATE OF "patient_id", "doctor_id" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION appointments_party_names();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_rename_appointments() RETURNS trigger AS $$
BEGIN
  UPDATE appointments SET patient_name = NEW.name
    WHERE patient_id = NEW.id AND patient_name IS DISTINCT FROM NEW.name;
  UPDATE appointments SET doctor_name = NEW.name
    WHERE doctor_id IN (SELECT id FROM doctors WHERE user_id = NEW.id)
      AND doctor_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "users_rename_appointments" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION users_rename_appointments();
--> statement-breakpoint
UPDATE "appointments" a SET "patient_name" = pu.name, "doctor_name" = du.name
FROM "users" pu, "doctors" d, "users" du
WHERE pu.id = a.patient_id AND d.id = a.doctor_id AND du.id = d.user_id;
