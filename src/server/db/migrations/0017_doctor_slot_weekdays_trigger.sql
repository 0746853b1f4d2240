-- doctors.slot_weekdays: bit w set when weekday w has an availability window of at least one
-- 30-minute slot (SLOT_MINUTES). Recomputed from doctor_availability on every change there.
CREATE FUNCTION doctor_slot_weekdays_refresh(p_doctor uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE doctors d SET slot_weekdays = coalesce((
    SELECT bit_or(1 << da.weekday) FROM doctor_availability da
    WHERE da.doctor_id = p_doctor AND da.end_minute - da.start_minute >= 30), 0)
  WHERE d.id = p_doctor
    AND d.slot_weekdays IS DISTINCT FROM coalesce((
      SELECT bit_or(1 << da.weekday) FROM doctor_availability da
      WHERE da.doctor_id = p_doctor AND da.end_minute - da.start_minute >= 30), 0);
$$;
--> statement-breakpoint
CREATE FUNCTION doctor_slot_weekdays_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM doctor_slot_weekdays_refresh(OLD.doctor_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM doctor_slot_weekdays_refresh(NEW.doctor_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_availability_slot_weekdays
  AFTER INSERT OR UPDATE OR DELETE ON doctor_availability
  FOR EACH ROW EXECUTE FUNCTION doctor_slot_weekdays_trigger();
--> statement-breakpoint
UPDATE doctors d SET slot_weekdays = s.mask
FROM (
  SELECT doctor_id, bit_or(1 << weekday) AS mask FROM doctor_availability
  WHERE end_minute - start_minute >= 30 GROUP BY doctor_id
) s
WHERE s.doctor_id = d.id;
