ALTER TABLE "educations" ADD COLUMN "certificate_name" text;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD COLUMN "reference_letter_name" text;