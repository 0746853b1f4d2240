-- Custom migration: keeps appointment_stats (see schema/appointments.ts) equal to the
-- appointments table. Statement triggers with transition tables add each statement's changes
-- per half-hour in one upsert, in slot order, so a bulk change (the expiry job, the bench seed)
-- is one pass and concurrent statements take the rollup rows' locks in the same order.
-- An update that changes no figure (a reminder sent, notes) touches no rollup row.
CREATE OR REPLACE FUNCTION appointment_stats_slot(t timestamptz) RETURNS timestamptz AS $$
  SELECT to_timestamp(floor(extract(epoch FROM t) / 1800) * 1800)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The report's rules: an initiated booking never confirmed is no appointment; revenue is the fee
-- of one paid online or completed (cash is paid at the visit), unless refunded.
CREATE OR REPLACE FUNCTION appointment_stats_counts(status text, confirmed_at timestamptz) RETURNS int AS $$
  SELECT CASE WHEN status <> 'pending' OR confirmed_at IS NOT NULL THEN 1 ELSE 0 END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_stats_revenue(status text, payment_status text, fee int) RETURNS bigint AS $$
  SELECT CASE WHEN payment_status = 'paid' OR (status = 'completed' AND payment_status <> 'refunded') THEN fee ELSE 0 END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_stats_after_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO appointment_stats AS s (slot, total, completed, revenue)
  SELECT appointment_stats_slot(start_time), count(*), count(*) FILTER (WHERE status = 'completed'),
    sum(appointment_stats_revenue(status, payment_status, fee))
  FROM new_rows WHERE appointment_stats_counts(status, confirmed_at) = 1
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (slot) DO UPDATE SET total = s.total + excluded.total,
    completed = s.completed + excluded.completed, revenue = s.revenue + excluded.revenue;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_stats_after_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO appointment_stats AS s (slot, total, completed, revenue)
  SELECT appointment_stats_slot(start_time), -count(*), -count(*) FILTER (WHERE status = 'completed'),
    -sum(appointment_stats_revenue(status, payment_status, fee))
  FROM old_rows WHERE appointment_stats_counts(status, confirmed_at) = 1
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (slot) DO UPDATE SET total = s.total + excluded.total,
    completed = s.completed + excluded.completed, revenue = s.revenue + excluded.revenue;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_stats_after_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO appointment_stats AS s (slot, total, completed, revenue)
  SELECT slot, sum(total), sum(completed), sum(revenue) FROM (
    SELECT appointment_stats_slot(start_time) AS slot,
      appointment_stats_counts(status, confirmed_at) AS total,
      appointment_stats_counts(status, confirmed_at) * (status = 'completed')::int AS completed,
      appointment_stats_counts(status, confirmed_at) * appointment_stats_revenue(status, payment_status, fee) AS revenue
    FROM new_rows
    UNION ALL
    SELECT appointment_stats_slot(start_time),
      -appointment_stats_counts(status, confirmed_at),
      -appointment_stats_counts(status, confirmed_at) * (status = 'completed')::int,
      -appointment_stats_counts(status, confirmed_at) * appointment_stats_revenue(status, payment_status, fee)
    FROM old_rows
  ) d
  GROUP BY slot HAVING sum(total) <> 0 OR sum(completed) <> 0 OR sum(revenue) <> 0
  ORDER BY slot
  ON CONFLICT (slot) DO UPDATE SET total = s.total + excluded.total,
    completed = s.completed + excluded.completed, revenue = s.revenue + excluded.revenue;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "appointment_stats_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_stats_after_insert();
--> statement-breakpoint
CREATE TRIGGER "appointment_stats_update" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_stats_after_update();
--> statement-breakpoint
CREATE TRIGGER "appointment_stats_delete" AFTER DELETE ON "appointments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_stats_after_delete();
--> statement-breakpoint
INSERT INTO appointment_stats (slot, total, completed, revenue)
SELECT appointment_stats_slot(start_time), count(*), count(*) FILTER (WHERE status = 'completed'),
  sum(appointment_stats_revenue(status, payment_status, fee))
FROM appointments WHERE appointment_stats_counts(status, confirmed_at) = 1
GROUP BY 1;
