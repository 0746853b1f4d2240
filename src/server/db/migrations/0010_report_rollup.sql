CREATE TABLE "appointment_stats" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL
);
