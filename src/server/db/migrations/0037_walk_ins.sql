CREATE TABLE "desk_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"sex" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"date_of_birth_estimated" boolean DEFAULT false NOT NULL,
	"guardian_name" text,
	"merged_into" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_people_not_self_merged" CHECK ("desk_people"."merged_into" is distinct from "desk_people"."id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "desk_person_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "source" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "priority" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "priority_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sms_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_practices" ADD COLUMN "walk_in_cap" integer;--> statement-breakpoint
ALTER TABLE "desk_people" ADD CONSTRAINT "desk_people_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_people" ADD CONSTRAINT "desk_people_merged_into_desk_people_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."desk_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_people" ADD CONSTRAINT "desk_people_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_people_doctor_phone_idx" ON "desk_people" USING btree ("doctor_id","phone");--> statement-breakpoint
CREATE INDEX "desk_people_name_search_idx" ON "desk_people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_desk_person_id_desk_people_id_fk" FOREIGN KEY ("desk_person_id") REFERENCES "public"."desk_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_desk_person_idx" ON "appointments" USING btree ("desk_person_id") WHERE "appointments"."desk_person_id" is not null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_one_patient" CHECK (("appointments"."patient_id" is null) <> ("appointments"."desk_person_id" is null) and ("appointments"."patient_id" is not null) = ("appointments"."source" = 'app'));--> statement-breakpoint
ALTER TABLE "doctor_practices" ADD CONSTRAINT "doctor_practices_walk_in_cap" CHECK ("doctor_practices"."walk_in_cap" is null or "doctor_practices"."walk_in_cap" > 0);--> statement-breakpoint
-- Custom (ADR 157): a walk-in or a call registered at the desk has no slot, so it never takes a
-- booked patient's place; only bookings in the app hold their time.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&)
  WHERE ("status" <> 'cancelled' AND "source" = 'app');
--> statement-breakpoint
-- Custom: a walk-in's name is the register's (ADR 126's copy, ADR 157); a merge renames it.
CREATE OR REPLACE FUNCTION appointments_party_names() RETURNS trigger AS $$
BEGIN
  NEW.patient_name := coalesce((SELECT name FROM users WHERE id = NEW.patient_id),
    (SELECT name FROM desk_people WHERE id = NEW.desk_person_id), '');
  NEW.doctor_name := coalesce((SELECT u.name FROM doctors d JOIN users u ON u.id = d.user_id
    WHERE d.id = NEW.doctor_id), '');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER "appointments_party_names" ON "appointments";
--> statement-breakpoint
CREATE TRIGGER "appointments_party_names" BEFORE INSERT OR UPDATE OF "patient_id", "desk_person_id", "doctor_id" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION appointments_party_names();
