-- Announces blog changes that visitors see to the page caches of every app instance (docs/architecture.md, "Page
-- cache", "Blog"), on the channel page_changes, delivered when the transaction commits: "blog <site> <post ids>" for
-- posts that are or were published (the site's blog list, feed and front page, and those posts' pages), "all" when a
-- statement changes more than 50 rows (seeding). Drafts nobody sees announce nothing.
CREATE FUNCTION notify_blog_page_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  notices text[];
  total bigint;
BEGIN
  -- Each trigger has only its own transition tables, so each operation has its own statement.
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(array_agg(concat_ws(' ', 'blog', region_id, ids)), ARRAY[]::text[]), coalesce(sum(n), 0)
      INTO notices, total
      FROM (SELECT region_id, string_agg(DISTINCT id::text, ',') AS ids, count(DISTINCT id) AS n
            FROM new_rows WHERE state = 'published' GROUP BY region_id) AS per_site;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(array_agg(concat_ws(' ', 'blog', region_id, ids)), ARRAY[]::text[]), coalesce(sum(n), 0)
      INTO notices, total
      FROM (SELECT region_id, string_agg(DISTINCT id::text, ',') AS ids, count(DISTINCT id) AS n
            FROM old_rows WHERE state = 'published' GROUP BY region_id) AS per_site;
  ELSE
    SELECT coalesce(array_agg(concat_ws(' ', 'blog', region_id, ids)), ARRAY[]::text[]), coalesce(sum(n), 0)
      INTO notices, total
      FROM (SELECT region_id, string_agg(DISTINCT id::text, ',') AS ids, count(DISTINCT id) AS n
            FROM (SELECT side.* FROM new_rows n JOIN old_rows o ON o.id = n.id
              CROSS JOIN LATERAL (VALUES (n.region_id, n.id), (o.region_id, o.id)) AS side(region_id, id)
              WHERE (o.state = 'published' OR n.state = 'published')
                AND to_jsonb(o) IS DISTINCT FROM to_jsonb(n)) AS changed GROUP BY region_id) AS per_site;
  END IF;
  IF total > 50 THEN
    PERFORM pg_notify('page_changes', 'all');
  ELSE
    PERFORM pg_notify('page_changes', notice) FROM unnest(notices) AS notice;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_page_changes_insert AFTER INSERT ON blog_posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_blog_page_changes();
--> statement-breakpoint
CREATE TRIGGER blog_posts_page_changes_update AFTER UPDATE ON blog_posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_blog_page_changes();
--> statement-breakpoint
CREATE TRIGGER blog_posts_page_changes_delete AFTER DELETE ON blog_posts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_blog_page_changes();
