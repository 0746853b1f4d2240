-- Custom migration (ADR 112): an appointment always names its practice. The booking sets
-- practice_id; the practice's details as they are now (the `practice` snapshot) and the mode
-- follow from it here, so every path that writes an appointment (the booking, the demo seed,
-- earlier tests' builders) keeps them the same way.
CREATE FUNCTION appointment_practice_snapshot(p_practice uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('_id', p.id, 'kind', p.kind, 'name', p.name, 'phone', p.phone,
    'location', CASE WHEN p.location IS NULL OR jsonb_typeof(p.location) <> 'object' THEN NULL
      ELSE jsonb_build_object(
        'address', coalesce(p.location->>'address', ''),
        'city', coalesce(p.location->>'city', ''),
        'area', coalesce(p.location->>'area', ''),
        'landmark', coalesce(p.location->>'landmark', '')) END)
  FROM doctor_practices p WHERE p.id = p_practice
$$;
--> statement-breakpoint
-- An appointment written without a practice (a seed-era path) is at the practice whose weekly
-- hours hold its start on the clinic's clock, else at the doctor's first clinic.
CREATE FUNCTION appointments_practice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_local timestamp;
  v_minute int;
BEGIN
  IF NEW.practice_id IS NULL THEN
    v_local := NEW.start_time AT TIME ZONE coalesce(
      (SELECT value->>'timezone' FROM settings WHERE key = 'system'), 'Asia/Karachi');
    v_minute := extract(hour FROM v_local)::int * 60 + extract(minute FROM v_local)::int;
    NEW.practice_id := coalesce(
      (SELECT a.practice_id FROM doctor_availability a
       WHERE a.doctor_id = NEW.doctor_id AND a.weekday = extract(dow FROM v_local)::int
         AND a.start_minute <= v_minute AND v_minute < a.end_minute
       LIMIT 1),
      doctor_first_clinic(NEW.doctor_id));
  ELSIF NOT EXISTS (SELECT 1 FROM doctor_practices
                    WHERE id = NEW.practice_id AND doctor_id = NEW.doctor_id) THEN
    RAISE EXCEPTION 'practice % is not doctor %''s', NEW.practice_id, NEW.doctor_id;
  END IF;
  IF NEW.practice IS NULL AND NEW.practice_id IS NOT NULL THEN
    NEW.practice := appointment_practice_snapshot(NEW.practice_id);
    NEW.mode := CASE WHEN NEW.practice->>'kind' = 'video' THEN 'video' ELSE 'in_person' END;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_practice" BEFORE INSERT ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION appointments_practice();
