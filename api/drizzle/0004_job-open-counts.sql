-- Open jobs per kind, kept in step with jobs by statement-level triggers (one per event: a
-- trigger with transition tables may have only one), so that bulk loads cost one update.
CREATE FUNCTION job_open_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_open_counts (kind, open_count)
      SELECT kind, count(*) FROM new_rows WHERE closed_at IS NULL GROUP BY kind
      ON CONFLICT (kind) DO UPDATE SET open_count = job_open_counts.open_count + excluded.open_count;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE job_open_counts SET open_count = job_open_counts.open_count - gone.n
      FROM (SELECT kind, count(*) AS n FROM old_rows WHERE closed_at IS NULL GROUP BY kind) AS gone
      WHERE job_open_counts.kind = gone.kind;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER jobs_open_counts_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_open_counts_apply();--> statement-breakpoint
CREATE TRIGGER jobs_open_counts_update AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_open_counts_apply();--> statement-breakpoint
CREATE TRIGGER jobs_open_counts_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_open_counts_apply();
