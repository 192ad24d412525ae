DROP INDEX "jobs_search_text_trigram";--> statement-breakpoint
CREATE INDEX "jobs_search_text_trigram" ON "jobs" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);