ALTER TABLE "job_open_counts" ADD COLUMN "generation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every statement that touches an open job (before or after) moves its kind's generation on, so that a count of
-- search matches remembered with a generation stays exact while that generation is current.
CREATE OR REPLACE FUNCTION job_open_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_open_counts (kind, open_count)
      SELECT kind, count(*) FROM new_rows WHERE closed_at IS NULL GROUP BY kind
      ON CONFLICT (kind) DO UPDATE SET open_count = job_open_counts.open_count + excluded.open_count,
        generation = job_open_counts.generation + 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE job_open_counts SET open_count = job_open_counts.open_count - gone.n,
        generation = job_open_counts.generation + 1
      FROM (SELECT kind, count(*) AS n FROM old_rows WHERE closed_at IS NULL GROUP BY kind) AS gone
      WHERE job_open_counts.kind = gone.kind;
  END IF;
  RETURN NULL;
END;
$$;
