-- The job board (src/jobs/job-board.ts) keeps the open jobs and each jumper's marks in memory and forgets them
-- when these triggers say on channel job_board that something changed, whoever wrote it (another server, the
-- operator CLI, psql). Page counts now come from that memory: the trigger-kept counts of 0004 and 0007 go.
DROP TRIGGER jobs_open_counts_insert ON jobs;--> statement-breakpoint
DROP TRIGGER jobs_open_counts_update ON jobs;--> statement-breakpoint
DROP TRIGGER jobs_open_counts_delete ON jobs;--> statement-breakpoint
DROP FUNCTION job_open_counts_apply();--> statement-breakpoint
DROP TABLE "job_open_counts" CASCADE;--> statement-breakpoint
-- Any statement on jobs: 'jobs'. PostgreSQL folds equal notifications of one transaction into one.
CREATE FUNCTION job_board_notify_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('job_board', 'jobs');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER jobs_notify_job_board AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jobs();--> statement-breakpoint
-- A jumper's jobs marked not interested or applied to changed: 'jumper <user id>', once per jumper and statement.
CREATE FUNCTION job_board_notify_jumpers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('job_board', 'jumper ' || user_id) FROM (SELECT DISTINCT user_id FROM new_rows) AS changed;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('job_board', 'jumper ' || user_id) FROM (SELECT DISTINCT user_id FROM old_rows) AS changed;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER not_interested_jobs_notify_insert AFTER INSERT ON not_interested_jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER not_interested_jobs_notify_update AFTER UPDATE ON not_interested_jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER not_interested_jobs_notify_delete AFTER DELETE ON not_interested_jobs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER applications_notify_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER applications_notify_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();--> statement-breakpoint
CREATE TRIGGER applications_notify_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_board_notify_jumpers();
