-- Announces changes of data every app instance keeps in memory (docs/architecture.md, "Caches across instances"), on
-- the channel cache_changes when the transaction commits: "terms" when taxonomy terms change (labels, path aliases:
-- a renamed alias must not stay a 404 on another instance), with "all" on page_changes, as every page shows terms;
-- "title_words" when the words of published titles change (the typo correction's lexicon). One notice per statement.
CREATE FUNCTION notify_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache_changes', 'terms');
  PERFORM pg_notify('page_changes', 'all');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER taxonomy_terms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON taxonomy_terms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_terms_changed();--> statement-breakpoint
CREATE FUNCTION notify_title_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache_changes', 'title_words');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_title_words_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_title_words
  FOR EACH STATEMENT EXECUTE FUNCTION notify_title_words_changed();
