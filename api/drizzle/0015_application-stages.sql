-- Applications follow eight stages with a dated history (docs/product-rules.md#following-applications). Each row of
-- the two former statuses keeps what is known of it: applied becomes sent, with one entry at applied_at; unsuccessful
-- stays unsuccessful, with the sent entry at applied_at and the unsuccessful one at status_changed_at.
CREATE TYPE "public"."application_stage" AS ENUM('sent', 'in_review', 'shortlisted', 'interview', 'offer', 'hired', 'unsuccessful', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."stage_changed_by" AS ENUM('jumper', 'operator');--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" "application_stage" DEFAULT 'sent' NOT NULL;--> statement-breakpoint
UPDATE "applications" SET "stage" = CASE "status" WHEN 'unsuccessful' THEN 'unsuccessful'::application_stage ELSE 'sent'::application_stage END;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_place" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "adjustments" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "application_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"stage" "application_stage" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" "stage_changed_by" NOT NULL,
	"reason" text,
	"interview_at" timestamp with time zone,
	"interview_place" text
);
--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_history_by_application" ON "application_history" USING btree ("application_id","changed_at","id");--> statement-breakpoint
INSERT INTO "application_history" ("application_id", "stage", "changed_at", "changed_by")
  SELECT "id", 'sent', "applied_at", 'jumper' FROM "applications" ORDER BY "id";--> statement-breakpoint
INSERT INTO "application_history" ("application_id", "stage", "changed_at", "changed_by")
  SELECT "id", 'unsuccessful', greatest("status_changed_at", "applied_at"), 'operator' FROM "applications"
  WHERE "status" = 'unsuccessful' ORDER BY "id";--> statement-breakpoint
-- One open application per jumper and job; a withdrawn one leaves the job open to a new application.
ALTER TABLE "applications" DROP CONSTRAINT "applications_one_per_jumper_and_job";--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_open_per_jumper_and_job" ON "applications" USING btree ("user_id","job_id") WHERE "applications"."stage" <> 'withdrawn';--> statement-breakpoint
DROP INDEX "applications_by_jumper_status_newest";--> statement-breakpoint
CREATE INDEX "applications_by_jumper_stage_newest" ON "applications" USING btree ("user_id","stage","applied_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "status";--> statement-breakpoint
DROP TYPE "public"."application_status";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "answer_days" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_answer_days_range" CHECK ("jobs"."answer_days" between 1 and 60);--> statement-breakpoint
CREATE TABLE "apply_drafts" (
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"step" smallint NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apply_drafts_user_id_job_id_pk" PRIMARY KEY("user_id","job_id"),
	CONSTRAINT "apply_drafts_step_range" CHECK ("apply_drafts"."step" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "apply_drafts" ADD CONSTRAINT "apply_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_drafts" ADD CONSTRAINT "apply_drafts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apply_drafts_by_age" ON "apply_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status_emails" boolean DEFAULT true NOT NULL,
	"language" "mail_language",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_waiting" ON "mail_outbox" USING btree ("send_after","id") WHERE "mail_outbox"."sent_at" is null;
