-- E-mails in French and Italian too (src/db/alerts-schema.ts). The server applies all pending migrations in one
-- transaction, on PGlite and PostgreSQL alike (src/db/database.ts), where ALTER TYPE … ADD VALUE does not fit: before
-- PostgreSQL 12 it is refused inside a transaction block, and since then a value it adds cannot be used before the
-- transaction commits, so a later migration of the same run that wrote 'fr' would fail. The type is made anew with
-- the four values instead, and its two columns move over to it, which a transaction allows on every version.
ALTER TYPE "public"."mail_language" RENAME TO "mail_language_en_de";--> statement-breakpoint
CREATE TYPE "public"."mail_language" AS ENUM('en', 'de', 'fr', 'it');--> statement-breakpoint
ALTER TABLE "job_alerts" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "job_alerts" ALTER COLUMN "language" SET DATA TYPE "public"."mail_language" USING "language"::text::"public"."mail_language";--> statement-breakpoint
ALTER TABLE "job_alerts" ALTER COLUMN "language" SET DEFAULT 'en';--> statement-breakpoint
ALTER TABLE "notification_settings" ALTER COLUMN "language" SET DATA TYPE "public"."mail_language" USING "language"::text::"public"."mail_language";--> statement-breakpoint
DROP TYPE "public"."mail_language_en_de";
