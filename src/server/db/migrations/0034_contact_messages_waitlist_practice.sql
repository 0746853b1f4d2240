CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_type" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "practice_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "kind" text;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_practice_id_doctor_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."doctor_practices"("id") ON DELETE set null ON UPDATE no action;