CREATE TABLE "account_stats" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"patients" integer DEFAULT 0 NOT NULL,
	"doctors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listed_doctor_stats" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listed_specialty_stats" (
	"specialization" text PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "doctors_listed_counts_idx";