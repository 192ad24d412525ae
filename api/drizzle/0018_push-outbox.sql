-- Web Push notifications wait in a table of their own, written in the transaction of the change they tell of and
-- sent after its commit, as e-mail is (mail_outbox, migration 0015): one row per device and notification, gone with
-- its device (src/db/push-schema.ts).
CREATE TABLE "push_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"notice" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"given_up_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_outbox_waiting" ON "push_outbox" USING btree ("send_after","id") WHERE "push_outbox"."sent_at" is null and "push_outbox"."given_up_at" is null;--> statement-breakpoint
CREATE INDEX "push_outbox_subscription" ON "push_outbox" USING btree ("subscription_id");
