-- Whether a job's title names an apprenticeship, internship or student job, kept in the search table: the search
-- sorts such jobs after qualified ones, and testing every kept job's title per search cost a common word's page
-- 11 ms at a million (docs/architecture.md, "What is left at a million"). The substrings and the expression are
-- TRAINING_TITLE_PARTS and TRAINING_TITLE of server/search/training.ts (search-table.test.ts compares them): the
-- cheap LIKE first, the expression only where a substring is there.
ALTER TABLE "job_search" ADD COLUMN "training_title" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION job_training_title(title text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(lower(title) LIKE ANY ('{"%ausbildung%","%praktik%","%auszubildende%","%lehrling%","%lehrstelle%","%werkstudent%","%dual%","%trainee%","%intern%","%apprenticeship%","%working student%","%azubi%"}'::text[])
    AND title ~* 'ausbildung|praktikum|praktikant|\m(auszubildende|lehrling|lehrstelle|werkstudent|duales studium|duale[rs]? student|studium dual|trainee|internship|apprenticeship|working student)|\m(azubis?|intern)\M', false)
$$;--> statement-breakpoint
-- The column comes last in the table and in the view alike: the triggers of migration 0035 copy and compare whole
-- rows (v.*).
CREATE OR REPLACE VIEW "job_search_source" AS
  SELECT id, region_id, organization_id, published_at, expires_at, featured, title, skills_free, location_label, lat,
    lon, further_places, address, years_of_experience, occupational_fields, employment_types, remote_options,
    degree_levels, occupation_codes, job_site_words(region_id, search_vector, occupation_codes) AS site_words,
    job_training_title(title) AS training_title
  FROM jobs WHERE state = 'published';
--> statement-breakpoint
UPDATE job_search SET training_title = true WHERE job_training_title(title);
