-- The title lexicon (job_title_words) follows every change of jobs in the same transaction: statement triggers add
-- the words of the published titles a statement brings and take away those it removes, so a thousand rows of one
-- statement make one upsert per word. Words are taken as server/search/title-lexicon.ts always took them.
CREATE FUNCTION job_title_words_of(title text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(title, '')), '[^a-zäöüß]+') AS w WHERE length(w) >= 4
$$;--> statement-breakpoint
CREATE FUNCTION job_title_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_title_words AS t (word, jobs)
    SELECT w, count(*) FROM new_rows, job_title_words_of(new_rows.title) AS w
    WHERE new_rows.state = 'published' GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION job_title_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_title_words AS t (word, jobs)
    SELECT w, -count(*) FROM old_rows, job_title_words_of(old_rows.title) AS w
    WHERE old_rows.state = 'published' GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update counts the difference only: rows whose title and state stay as they were change nothing (edits of other
-- columns, the page-change bookkeeping). Every trigger upserts its words in one order, so two statements never
-- deadlock on them.
CREATE FUNCTION job_title_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_title_words AS t (word, jobs)
    SELECT w, sum(d) FROM (
      SELECT w, 1 AS d FROM new_rows, job_title_words_of(new_rows.title) AS w WHERE new_rows.state = 'published'
      UNION ALL
      SELECT w, -1 FROM old_rows, job_title_words_of(old_rows.title) AS w WHERE old_rows.state = 'published'
    ) AS delta GROUP BY w HAVING sum(d) <> 0 ORDER BY w
  ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_title_words_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_title_words_added();--> statement-breakpoint
CREATE TRIGGER jobs_title_words_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_title_words_removed();--> statement-breakpoint
CREATE TRIGGER jobs_title_words_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_title_words_changed();--> statement-breakpoint
INSERT INTO job_title_words (word, jobs)
  SELECT w, count(*) FROM jobs, job_title_words_of(jobs.title) AS w WHERE jobs.state = 'published' GROUP BY w;
