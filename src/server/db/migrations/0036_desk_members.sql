CREATE TABLE "desk_day_closes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"date" text NOT NULL,
	"counted" integer NOT NULL,
	"expected" integer NOT NULL,
	"closed_by" uuid,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"device_key" text NOT NULL,
	"letter" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_member_practices" (
	"member_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	CONSTRAINT "desk_member_practices_member_id_practice_id_pk" PRIMARY KEY("member_id","practice_id")
);
--> statement-breakpoint
CREATE TABLE "desk_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_members_inviteTokenHash_unique" UNIQUE("invite_token_hash")
);
--> statement-breakpoint
CREATE TABLE "desk_receipt_counters" (
	"practice_id" uuid PRIMARY KEY NOT NULL,
	"next" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text,
	"taken_by" uuid,
	"taken_by_name" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_receipts_amount_positive" CHECK ("desk_receipts"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "desk_day_closes" ADD CONSTRAINT "desk_day_closes_practice_id_doctor_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."doctor_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_day_closes" ADD CONSTRAINT "desk_day_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_devices" ADD CONSTRAINT "desk_devices_practice_id_doctor_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."doctor_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_devices" ADD CONSTRAINT "desk_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_member_practices" ADD CONSTRAINT "desk_member_practices_member_id_desk_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."desk_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_member_practices" ADD CONSTRAINT "desk_member_practices_practice_id_doctor_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."doctor_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_members" ADD CONSTRAINT "desk_members_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_members" ADD CONSTRAINT "desk_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_receipt_counters" ADD CONSTRAINT "desk_receipt_counters_practice_id_doctor_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."doctor_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_receipts" ADD CONSTRAINT "desk_receipts_practice_id_doctor_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."doctor_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_receipts" ADD CONSTRAINT "desk_receipts_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_receipts" ADD CONSTRAINT "desk_receipts_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "desk_day_closes_once_uq" ON "desk_day_closes" USING btree ("practice_id","date","closed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_devices_practice_key_uq" ON "desk_devices" USING btree ("practice_id","device_key");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_devices_practice_letter_uq" ON "desk_devices" USING btree ("practice_id","letter");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_members_doctor_user_live_uq" ON "desk_members" USING btree ("doctor_id","user_id") WHERE "desk_members"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "desk_members_user_idx" ON "desk_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_receipts_practice_number_uq" ON "desk_receipts" USING btree ("practice_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_receipts_visit_kind_uq" ON "desk_receipts" USING btree ("appointment_id","kind");--> statement-breakpoint
CREATE INDEX "desk_receipts_practice_taken_idx" ON "desk_receipts" USING btree ("practice_id","taken_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;