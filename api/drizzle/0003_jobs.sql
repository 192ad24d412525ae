CREATE TYPE "public"."application_status" AS ENUM('applied', 'unsuccessful');--> statement-breakpoint
CREATE TYPE "public"."job_kind" AS ENUM('jumper', 'permanent');--> statement-breakpoint
CREATE TYPE "public"."pay_period" AS ENUM('hour', 'month', 'year');--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"status" "application_status" DEFAULT 'applied' NOT NULL,
	"travel_time" text,
	"travel_distance" text,
	"knowledge_of_german" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_one_per_jumper_and_job" UNIQUE("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_open_counts" (
	"kind" "job_kind" PRIMARY KEY NOT NULL,
	"open_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "job_kind" NOT NULL,
	"reference" text,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"description_html" text NOT NULL,
	"street" text,
	"postal_code" text NOT NULL,
	"place" text NOT NULL,
	"canton" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"required_experience" text NOT NULL,
	"workload" text NOT NULL,
	"start_date" date,
	"pay_from_chf" integer,
	"pay_to_chf" integer,
	"pay_period" "pay_period",
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "jobs_reference_unique" UNIQUE("reference"),
	CONSTRAINT "jobs_latitude_range" CHECK ("jobs"."latitude" between -90 and 90),
	CONSTRAINT "jobs_longitude_range" CHECK ("jobs"."longitude" between -180 and 180),
	CONSTRAINT "jobs_pay_order" CHECK ("jobs"."pay_from_chf" is null or "jobs"."pay_to_chf" is null or "jobs"."pay_from_chf" <= "jobs"."pay_to_chf")
);
--> statement-breakpoint
CREATE TABLE "not_interested_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "not_interested_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_interested_jobs" ADD CONSTRAINT "not_interested_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_interested_jobs" ADD CONSTRAINT "not_interested_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_by_jumper_status_newest" ON "applications" USING btree ("user_id","status","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_by_job" ON "applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_open_by_kind_newest" ON "jobs" USING btree ("kind","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_search_text_trigram" ON "jobs" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);