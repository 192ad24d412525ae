CREATE TYPE "public"."german_level" AS ENUM('none', 'beginner', 'intermediate', 'advanced', 'native');--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "required_german_level" "german_level";