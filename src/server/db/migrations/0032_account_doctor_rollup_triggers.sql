-- Custom migration: keeps account_stats, listed_doctor_stats and listed_specialty_stats (see
-- schema/report-rollups.ts, ADR 135) equal to the users and doctors tables, as
-- report_rollup_triggers does for appointments. A statement's rows are grouped once, then added
-- by one upsert per roll-up in key order. An insert's and a delete's trigger both name their
-- rows changed_rows (the sign comes from TG_OP); an update adds its new rows and takes away its
-- old ones, so one that changes no figure (a sign-in, a rating, a profile edit) writes nothing.
CREATE OR REPLACE FUNCTION account_stats_add(slots timestamptz[], roles text[], n int[]) RETURNS void AS $$
  INSERT INTO account_stats AS s (slot, patients, doctors)
  SELECT slot, coalesce(sum(k) FILTER (WHERE role = 'patient'), 0), coalesce(sum(k) FILTER (WHERE role = 'doctor'), 0)
  FROM unnest(slots, roles, n) AS d(slot, role, k)
  GROUP BY slot HAVING sum(k) FILTER (WHERE role = 'patient') <> 0 OR sum(k) FILTER (WHERE role = 'doctor') <> 0
  ORDER BY slot
  ON CONFLICT (slot) DO UPDATE SET patients = s.patients + excluded.patients, doctors = s.doctors + excluded.doctors
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_stats_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM account_stats_add(array_agg(slot), array_agg(role), array_agg(n)) FROM (
      SELECT slot, role, sum(k)::int AS n FROM (
        SELECT appointment_stats_slot(created_at) AS slot, role, 1 AS k FROM new_rows
        UNION ALL
        SELECT appointment_stats_slot(created_at), role, -1 FROM old_rows
      ) u GROUP BY 1, 2
    ) d;
  ELSE
    PERFORM account_stats_add(array_agg(slot), array_agg(role), array_agg(n)) FROM (
      SELECT appointment_stats_slot(created_at) AS slot, role,
        count(*)::int * CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END AS n
      FROM changed_rows GROUP BY 1, 2
    ) d;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A listed doctor counts under the half-hour of verification (of joining, for a doctor verified
-- before the date was kept), as the active doctors' comparison reads it, and under its specialty.
CREATE OR REPLACE FUNCTION listed_doctor_stats_add(slots timestamptz[], specialties text[], n int[]) RETURNS void AS $$
  WITH d AS (SELECT * FROM unnest(slots, specialties, n) AS d(slot, specialization, k)),
  by_slot AS (
    INSERT INTO listed_doctor_stats AS s (slot, listed)
    SELECT slot, sum(k) FROM d GROUP BY slot HAVING sum(k) <> 0 ORDER BY slot
    ON CONFLICT (slot) DO UPDATE SET listed = s.listed + excluded.listed
  )
  INSERT INTO listed_specialty_stats AS s (specialization, listed)
  SELECT specialization, sum(k) FROM d GROUP BY specialization HAVING sum(k) <> 0 ORDER BY specialization
  ON CONFLICT (specialization) DO UPDATE SET listed = s.listed + excluded.listed
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listed_doctor_stats_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM listed_doctor_stats_add(array_agg(slot), array_agg(specialization), array_agg(n)) FROM (
      SELECT slot, specialization, sum(k)::int AS n FROM (
        SELECT appointment_stats_slot(coalesce(verified_at, created_at)) AS slot, specialization, 1 AS k
        FROM new_rows WHERE listed
        UNION ALL
        SELECT appointment_stats_slot(coalesce(verified_at, created_at)), specialization, -1
        FROM old_rows WHERE listed
      ) u GROUP BY 1, 2
    ) d;
  ELSE
    PERFORM listed_doctor_stats_add(array_agg(slot), array_agg(specialization), array_agg(n)) FROM (
      SELECT appointment_stats_slot(coalesce(verified_at, created_at)) AS slot, specialization,
        count(*)::int * CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END AS n
      FROM changed_rows WHERE listed GROUP BY 1, 2
    ) d;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "account_stats_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION account_stats_change();
--> statement-breakpoint
CREATE TRIGGER "account_stats_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_stats_change();
--> statement-breakpoint
CREATE TRIGGER "account_stats_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION account_stats_change();
--> statement-breakpoint
CREATE TRIGGER "listed_doctor_stats_insert" AFTER INSERT ON "doctors"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION listed_doctor_stats_change();
--> statement-breakpoint
CREATE TRIGGER "listed_doctor_stats_update" AFTER UPDATE ON "doctors"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listed_doctor_stats_change();
--> statement-breakpoint
CREATE TRIGGER "listed_doctor_stats_delete" AFTER DELETE ON "doctors"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION listed_doctor_stats_change();
--> statement-breakpoint
INSERT INTO account_stats (slot, patients, doctors)
SELECT appointment_stats_slot(created_at), count(*) FILTER (WHERE role = 'patient'), count(*) FILTER (WHERE role = 'doctor')
FROM users WHERE role <> 'admin' GROUP BY 1;
--> statement-breakpoint
INSERT INTO listed_doctor_stats (slot, listed)
SELECT appointment_stats_slot(coalesce(verified_at, created_at)), count(*) FROM doctors WHERE listed GROUP BY 1;
--> statement-breakpoint
INSERT INTO listed_specialty_stats (specialization, listed)
SELECT specialization, count(*) FROM doctors WHERE listed GROUP BY 1;
