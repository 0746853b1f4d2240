-- Custom migration (ADR 136): statistics on the lower-cased specialty and city the search filters
-- by. Their only indexes are partial (listed doctors), and the planner takes no statistics from a
-- partial index, so it guessed 0.5 % of the doctors for any specialty. At 100k doctors it then
-- counted a specialty-and-city search by reading every doctor of the specialty (15,835) and
-- sorting, instead of stopping at the count's cap along the specialty's index.
CREATE STATISTICS IF NOT EXISTS "doctors_lower_specialization_stats" ON (lower("specialization")) FROM "doctors";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doctors_lower_city_stats" ON (lower("city")) FROM "doctors";
--> statement-breakpoint
ANALYZE "doctors";
