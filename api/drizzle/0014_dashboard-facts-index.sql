-- The newest-first index of open jobs, with the columns that the dashboard's filters, commutes and orders read after
-- its order: a filtered or commute-ordered read scans this index alone rather than every open job's row.
DROP INDEX "jobs_open_by_kind_newest";--> statement-breakpoint
CREATE INDEX "jobs_open_by_kind_newest_with_facts" ON "jobs" USING btree ("kind","published_at" DESC NULLS LAST,"id" DESC NULLS LAST,"network_station","network_station_km","latitude","longitude","workload_from","workload_to","pay_hourly_chf","canton","start_date","required_german_level") WHERE "jobs"."closed_at" is null;
