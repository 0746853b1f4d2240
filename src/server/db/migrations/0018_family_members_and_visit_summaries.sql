CREATE TABLE "family_member_notes" (
	"doctor_user_id" uuid NOT NULL,
	"family_member_id" uuid NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_member_notes_doctor_user_id_family_member_id_pk" PRIMARY KEY("doctor_user_id","family_member_id")
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"date_of_birth" text,
	"gender" text,
	"blood_group" text,
	"emergency_contact" jsonb,
	"medical_history" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visit_summaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_summaries_appointmentId_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "visit_summary_versions" (
	"summary_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"diagnosis" text NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"medicines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follow_up_days" integer,
	"verify_token_id" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_summary_versions_summary_id_version_pk" PRIMARY KEY("summary_id","version"),
	CONSTRAINT "visit_summary_versions_verifyTokenId_unique" UNIQUE("verify_token_id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "family_member_id" uuid;--> statement-breakpoint
ALTER TABLE "family_member_notes" ADD CONSTRAINT "family_member_notes_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_member_notes" ADD CONSTRAINT "family_member_notes_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_summaries" ADD CONSTRAINT "visit_summaries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_summary_versions" ADD CONSTRAINT "visit_summary_versions_summary_id_visit_summaries_id_fk" FOREIGN KEY ("summary_id") REFERENCES "public"."visit_summaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_user_idx" ON "family_members" USING btree ("user_id","created_at") WHERE "family_members"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_family_member_idx" ON "appointments" USING btree ("family_member_id","start_time") WHERE "appointments"."family_member_id" is not null;