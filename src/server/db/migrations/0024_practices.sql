CREATE TABLE "doctor_practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"location" jsonb,
	"phone" text DEFAULT '' NOT NULL,
	"fee" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_practices_fee_positive" CHECK ("doctor_practices"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "practice_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "practice" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "mode" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_availability" ADD COLUMN "practice_id" uuid;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "practice_cities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "offers_video" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_practices" ADD CONSTRAINT "doctor_practices_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_practices_doctor_idx" ON "doctor_practices" USING btree ("doctor_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_practices_one_video_uq" ON "doctor_practices" USING btree ("doctor_id") WHERE "doctor_practices"."kind" = 'video';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_practice_id_doctor_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."doctor_practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_availability" ADD CONSTRAINT "doctor_availability_practice_id_doctor_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."doctor_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_practice_start_idx" ON "appointments" USING btree ("practice_id","start_time");--> statement-breakpoint
CREATE INDEX "doctor_availability_practice_idx" ON "doctor_availability" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "doctors_listed_practice_cities_idx" ON "doctors" USING gin ("practice_cities") WHERE "doctors"."listed";--> statement-breakpoint
CREATE INDEX "doctors_listed_video_idx" ON "doctors" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "doctors"."listed" and "doctors"."offers_video";--> statement-breakpoint
-- Custom part (ADR 112). A clinic practice's place from a doctor's seed-era location: address,
-- city, country and coordinates follow the doctor; area and landmark stay the practice's own.
CREATE FUNCTION doctor_practice_location(doc jsonb, prev jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN doc IS NULL OR jsonb_typeof(doc) <> 'object' THEN NULL ELSE
    jsonb_build_object(
      'address', coalesce(doc->>'address', ''),
      'city', coalesce(doc->>'city', ''),
      'area', coalesce(prev->>'area', ''),
      'landmark', coalesce(prev->>'landmark', ''),
      'country', coalesce(nullif(doc->>'country', ''), 'Pakistan'))
    || CASE WHEN doc ? 'coordinates' THEN jsonb_build_object('coordinates', doc->'coordinates')
       ELSE '{}'::jsonb END
  END
$$;
--> statement-breakpoint
-- Every existing doctor gets one clinic practice built from their current fields.
INSERT INTO "doctor_practices" ("doctor_id", "position", "kind", "name", "location", "phone", "fee")
SELECT d.id, 0, 'clinic', d.clinic_name, doctor_practice_location(d.location, NULL),
  coalesce(d.contact_info->>'phone', ''), d.consultation_fee
FROM "doctors" d;
--> statement-breakpoint
UPDATE "doctor_availability" a SET "practice_id" = p.id
FROM "doctor_practices" p WHERE p.doctor_id = a.doctor_id;
--> statement-breakpoint
ALTER TABLE "doctor_availability" ALTER COLUMN "practice_id" SET NOT NULL;
--> statement-breakpoint
-- Earlier appointments were at that one clinic: they keep its details like new bookings do.
UPDATE "appointments" a SET "practice_id" = p.id, "practice" = jsonb_build_object(
  '_id', p.id, 'kind', p.kind, 'name', p.name, 'phone', p.phone,
  'location', CASE WHEN p.location IS NULL THEN NULL ELSE jsonb_build_object(
    'address', p.location->>'address', 'city', p.location->>'city', 'area', '', 'landmark', '') END)
FROM "doctor_practices" p WHERE p.doctor_id = a.doctor_id;
--> statement-breakpoint
-- A doctor is in one place at a time: no two intervals of one doctor share a minute of a
-- weekday, whichever practices they belong to.
ALTER TABLE "doctor_availability" ADD CONSTRAINT "doctor_availability_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute") WITH &&);
--> statement-breakpoint
CREATE FUNCTION doctor_first_clinic(p_doctor uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT id FROM doctor_practices WHERE doctor_id = p_doctor AND kind = 'clinic'
  ORDER BY position, created_at, id LIMIT 1
$$;
--> statement-breakpoint
-- The seed-era fields mirror the first clinic practice: a doctor row written by an earlier path
-- (registration, a profile save without practices, the seed) carries them into it.
CREATE FUNCTION doctors_first_practice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_first uuid := doctor_first_clinic(NEW.id);
  v_phone text := coalesce(NEW.contact_info->>'phone', '');
BEGIN
  IF v_first IS NULL THEN
    INSERT INTO doctor_practices (doctor_id, position, kind, name, location, phone, fee)
    VALUES (NEW.id, 0, 'clinic', NEW.clinic_name, doctor_practice_location(NEW.location, NULL),
      v_phone, NEW.consultation_fee);
  ELSE
    UPDATE doctor_practices p SET name = NEW.clinic_name, fee = NEW.consultation_fee,
      phone = v_phone,
      location = doctor_practice_location(NEW.location, p.location), updated_at = now()
    WHERE p.id = v_first AND (p.name, p.fee, p.phone, p.location) IS DISTINCT FROM
      (NEW.clinic_name, NEW.consultation_fee, v_phone,
       doctor_practice_location(NEW.location, p.location));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "doctors_first_practice"
  AFTER INSERT OR UPDATE OF "clinic_name", "consultation_fee", "location", "contact_info" ON "doctors"
  FOR EACH ROW EXECUTE FUNCTION doctors_first_practice();
--> statement-breakpoint
-- An interval written without a practice (the seed-era weekly hours) is the first clinic's.
CREATE FUNCTION doctor_availability_practice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.practice_id IS NULL THEN
    NEW.practice_id := doctor_first_clinic(NEW.doctor_id);
  ELSIF NOT EXISTS (SELECT 1 FROM doctor_practices
                    WHERE id = NEW.practice_id AND doctor_id = NEW.doctor_id) THEN
    RAISE EXCEPTION 'practice % is not doctor %''s', NEW.practice_id, NEW.doctor_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "doctor_availability_practice" BEFORE INSERT OR UPDATE ON "doctor_availability"
  FOR EACH ROW EXECUTE FUNCTION doctor_availability_practice();
--> statement-breakpoint
-- doctors.practice_cities (lower-cased cities of the clinic practices) and offers_video (a video
-- practice with hours), for search's `city=` and `mode=video`.
CREATE FUNCTION doctor_practice_summary_refresh(p_doctor uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE doctors d SET practice_cities = s.cities, offers_video = s.video
  FROM (SELECT
    coalesce((SELECT array_agg(DISTINCT lower(trim(p.location->>'city')))
              FROM doctor_practices p
              WHERE p.doctor_id = p_doctor AND p.kind = 'clinic'
                AND coalesce(trim(p.location->>'city'), '') <> ''), '{}'::text[]) AS cities,
    EXISTS (SELECT 1 FROM doctor_practices p JOIN doctor_availability a ON a.practice_id = p.id
            WHERE p.doctor_id = p_doctor AND p.kind = 'video') AS video) s
  WHERE d.id = p_doctor AND (d.practice_cities, d.offers_video) IS DISTINCT FROM (s.cities, s.video);
$$;
--> statement-breakpoint
CREATE FUNCTION doctor_practice_summary_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM doctor_practice_summary_refresh(OLD.doctor_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM doctor_practice_summary_refresh(NEW.doctor_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "doctor_practices_summary" AFTER INSERT OR UPDATE OR DELETE ON "doctor_practices"
  FOR EACH ROW EXECUTE FUNCTION doctor_practice_summary_trigger();
--> statement-breakpoint
CREATE TRIGGER "doctor_availability_summary" AFTER INSERT OR UPDATE OR DELETE ON "doctor_availability"
  FOR EACH ROW EXECUTE FUNCTION doctor_practice_summary_trigger();
--> statement-breakpoint
-- Search text also finds a doctor by any practice's city.
CREATE OR REPLACE FUNCTION doctors_search_fields() RETURNS trigger AS $$
DECLARE
  account_name text;
  account_status text;
BEGIN
  SELECT name, status INTO account_name, account_status FROM users WHERE id = NEW.user_id;
  NEW.listed := NEW.verification_status = 'verified' AND coalesce(account_status, 'blocked') <> 'blocked';
  NEW.search_text := lower(concat_ws(' ', account_name, NEW.specialization, NEW.clinic_name, NEW.city,
    array_to_string(NEW.practice_cities, ' ')));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE "doctors" d SET "practice_cities" = s.cities
FROM (SELECT doctor_id, array_agg(DISTINCT lower(trim(location->>'city'))) AS cities
      FROM doctor_practices WHERE kind = 'clinic' AND coalesce(trim(location->>'city'), '') <> ''
      GROUP BY doctor_id) s
WHERE s.doctor_id = d.id;
