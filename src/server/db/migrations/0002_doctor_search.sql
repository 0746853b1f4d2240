DROP INDEX "doctors_verified_rating_idx";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "doctors_listed_rating_idx" ON "doctors" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "doctors"."listed";--> statement-breakpoint
CREATE INDEX "doctors_listed_specialization_idx" ON "doctors" USING btree (lower("specialization")) WHERE "doctors"."listed";--> statement-breakpoint
CREATE INDEX "doctors_listed_city_idx" ON "doctors" USING btree (lower("city")) WHERE "doctors"."listed";--> statement-breakpoint
CREATE INDEX "doctors_listed_experience_idx" ON "doctors" USING btree ("experience") WHERE "doctors"."listed";--> statement-breakpoint
CREATE INDEX "doctors_listed_gender_idx" ON "doctors" USING btree ("gender") WHERE "doctors"."listed";