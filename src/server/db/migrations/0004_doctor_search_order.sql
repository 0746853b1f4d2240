DROP INDEX "doctors_listed_specialization_idx";--> statement-breakpoint
DROP INDEX "doctors_listed_city_idx";--> statement-breakpoint
DROP INDEX "doctors_listed_gender_idx";--> statement-breakpoint
CREATE INDEX "doctors_listed_search_idx" ON "doctors" USING gin ("search_text" gin_trgm_ops) WHERE "doctors"."listed";--> statement-breakpoint
CREATE INDEX "doctors_listed_specialization_idx" ON "doctors" USING btree (lower("specialization"),"rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "doctors"."listed";--> statement-breakpoint
CREATE INDEX "doctors_listed_city_idx" ON "doctors" USING btree (lower("city"),"rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "doctors"."listed";--> statement-breakpoint
CREATE INDEX "doctors_listed_gender_idx" ON "doctors" USING btree ("gender","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "doctors"."listed";