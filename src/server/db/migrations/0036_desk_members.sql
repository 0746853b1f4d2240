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
ALTER TABLE "appointments" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "desk_member_practices" ADD CONSTRAINT "desk_member_practices_member_id_desk_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."desk_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_member_practices" ADD CONSTRAINT "desk_member_practices_practice_id_doctor_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."doctor_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_members" ADD CONSTRAINT "desk_members_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_members" ADD CONSTRAINT "desk_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "desk_members_doctor_user_live_uq" ON "desk_members" USING btree ("doctor_id","user_id") WHERE "desk_members"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "desk_members_user_idx" ON "desk_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;