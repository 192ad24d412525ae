CREATE TYPE "public"."mail_language" AS ENUM('en', 'de');--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"language" "mail_language" DEFAULT 'en' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"new_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "job_alerts_name_length" CHECK (char_length("job_alerts"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_by_jumper" ON "job_alerts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_jobs_by_jumper_newest" ON "saved_jobs" USING btree ("user_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
-- A jumper's saved jobs are among the marks the job board keeps (migration 0008): the same notification.
CREATE TRIGGER saved_jobs_notify_insert AFTER INSERT ON saved_jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER saved_jobs_notify_update AFTER UPDATE ON saved_jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER saved_jobs_notify_delete AFTER DELETE ON saved_jobs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();
