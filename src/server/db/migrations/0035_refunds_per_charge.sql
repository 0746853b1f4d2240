DROP INDEX "refunds_appointment_uq";--> statement-breakpoint
CREATE INDEX "refunds_appointment_idx" ON "refunds" USING btree ("appointment_id");