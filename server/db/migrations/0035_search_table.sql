-- The search table (docs/architecture.md, "The search table"): what the job search reads of each published job,
-- in a narrow row, written in site order. Once a row passes PostgreSQL's 2 kB threshold its site's words go out of
-- line first (toast_tuple_target 128) while the small columns stay in the row (storage main).
CREATE TABLE "job_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"region_id" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"featured" boolean NOT NULL,
	"title" text NOT NULL,
	"skills_free" text,
	"location_label" text,
	"lat" double precision,
	"lon" double precision,
	"further_places" boolean NOT NULL,
	"address" jsonb,
	"years_of_experience" integer,
	"occupational_fields" integer[] NOT NULL,
	"employment_types" integer[] NOT NULL,
	"remote_options" integer[] NOT NULL,
	"degree_levels" integer[] NOT NULL,
	"occupation_codes" text[],
	"site_words" "tsvector" NOT NULL
) WITH (toast_tuple_target = 128, fillfactor = 90);
--> statement-breakpoint
ALTER TABLE "job_search" ALTER COLUMN "title" SET STORAGE MAIN, ALTER COLUMN "skills_free" SET STORAGE MAIN,
  ALTER COLUMN "location_label" SET STORAGE MAIN, ALTER COLUMN "address" SET STORAGE MAIN,
  ALTER COLUMN "occupational_fields" SET STORAGE MAIN, ALTER COLUMN "employment_types" SET STORAGE MAIN,
  ALTER COLUMN "remote_options" SET STORAGE MAIN, ALTER COLUMN "degree_levels" SET STORAGE MAIN,
  ALTER COLUMN "occupation_codes" SET STORAGE MAIN;
--> statement-breakpoint
-- What the search table holds of a job: every published job's row as the search reads it. The site's words are
-- those of jobs_site_words_idx (migration 0028).
CREATE VIEW "job_search_source" AS
  SELECT id, region_id, organization_id, published_at, expires_at, featured, title, skills_free, location_label, lat,
    lon, further_places, address, years_of_experience, occupational_fields, employment_types, remote_options,
    degree_levels, occupation_codes, job_site_words(region_id, search_vector, occupation_codes) AS site_words
  FROM jobs WHERE state = 'published';
--> statement-breakpoint
-- The full search vector of a job, for the search's few rows that need it (a phrase's word order, ts_rank): inside
-- the search statement the name jobs means its own rows (server/search/postgres-job-search.ts).
CREATE FUNCTION job_search_vector(job uuid) RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT search_vector FROM jobs WHERE id = job
$$;--> statement-breakpoint
-- Statement triggers keep the search table in step with jobs in the same transaction, like the title lexicon
-- (migration 0022): a statement's rows are taken from the view in one go. An update rewrites only the rows whose
-- searched fields changed, so the page-change bookkeeping and reminders write nothing here.
CREATE FUNCTION job_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search SELECT v.* FROM job_search_source v JOIN new_rows n ON n.id = v.id ORDER BY v.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION job_search_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_search s USING old_rows o WHERE s.id = o.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION job_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Archived, expired by hand, back in review, or edited: the row as it was goes.
  DELETE FROM job_search s USING old_rows o WHERE s.id = o.id AND NOT EXISTS (
    SELECT 1 FROM job_search_source v WHERE v.id = s.id AND ROW(v.*) IS NOT DISTINCT FROM ROW(s.*));
  INSERT INTO job_search SELECT v.* FROM job_search_source v JOIN new_rows n ON n.id = v.id
    WHERE NOT EXISTS (SELECT 1 FROM job_search s WHERE s.id = v.id) ORDER BY v.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION job_search_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE job_search;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_search_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_added();--> statement-breakpoint
CREATE TRIGGER jobs_search_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_removed();--> statement-breakpoint
CREATE TRIGGER jobs_search_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_changed();--> statement-breakpoint
CREATE TRIGGER jobs_search_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_emptied();--> statement-breakpoint
-- Written in site order, so a site's jobs share pages; the indexes are built after the rows.
INSERT INTO job_search SELECT * FROM job_search_source ORDER BY region_id, published_at;
--> statement-breakpoint
CREATE INDEX "job_search_site_words_idx" ON "job_search" USING gin ("site_words");--> statement-breakpoint
CREATE INDEX "job_search_site_published_idx" ON "job_search" USING btree ("region_id","published_at");
