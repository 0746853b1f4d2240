-- Custom migration: one doctor's time-off ranges never overlap (dates, both ends included).
ALTER TABLE "doctor_time_off" ADD CONSTRAINT "doctor_time_off_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
