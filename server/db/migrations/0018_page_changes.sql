-- Announces changes that visitors see to the page caches of every app instance (docs/architecture.md, "Page cache"),
-- on the channel page_changes, delivered when the transaction commits. One notice per statement and site:
-- "jobs <site> <organization ids> <job ids>" for jobs that are or were published, "organizations <site> <ids>" for
-- an employer's public fields, "all" when a statement changes more than 50 rows (seeding, bulk moves).
CREATE FUNCTION notify_job_page_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unseen text[] := ARRAY['updated_at', 'expiry_warned_for', 'charged_with', 'subscription_id', 'submitted_at', 'review_note', 'search_vector'];
  notices text[];
  total bigint;
BEGIN
  -- Each trigger has only its own transition tables, so each operation has its own statement.
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(array_agg(concat_ws(' ', 'jobs', region_id, orgs, ids)), ARRAY[]::text[]), coalesce(sum(n), 0)
      INTO notices, total
      FROM (SELECT region_id, string_agg(DISTINCT organization_id::text, ',') AS orgs,
              string_agg(DISTINCT id::text, ',') AS ids, count(DISTINCT id) AS n
            FROM (SELECT * FROM new_rows WHERE state = 'published') AS inserted GROUP BY region_id) AS per_site;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(array_agg(concat_ws(' ', 'jobs', region_id, orgs, ids)), ARRAY[]::text[]), coalesce(sum(n), 0)
      INTO notices, total
      FROM (SELECT region_id, string_agg(DISTINCT organization_id::text, ',') AS orgs,
              string_agg(DISTINCT id::text, ',') AS ids, count(DISTINCT id) AS n
            FROM (SELECT * FROM old_rows WHERE state = 'published') AS deleted GROUP BY region_id) AS per_site;
  ELSE
    SELECT coalesce(array_agg(concat_ws(' ', 'jobs', region_id, orgs, ids)), ARRAY[]::text[]), coalesce(sum(n), 0)
      INTO notices, total
      FROM (SELECT region_id, string_agg(DISTINCT organization_id::text, ',') AS orgs,
              string_agg(DISTINCT id::text, ',') AS ids, count(DISTINCT id) AS n
            FROM (SELECT side.* FROM new_rows n JOIN old_rows o ON o.id = n.id
              CROSS JOIN LATERAL (VALUES (n.region_id, n.organization_id, n.id), (o.region_id, o.organization_id, o.id))
                AS side(region_id, organization_id, id)
              WHERE (o.state = 'published' OR n.state = 'published')
                AND (to_jsonb(o) - unseen) IS DISTINCT FROM (to_jsonb(n) - unseen)) AS changed GROUP BY region_id) AS per_site;
  END IF;
  IF total > 50 THEN
    PERFORM pg_notify('page_changes', 'all');
  ELSE
    PERFORM pg_notify('page_changes', notice) FROM unnest(notices) AS notice;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_organization_page_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unseen text[] := ARRAY['updated_at', 'personal_info', 'trusted', 'owner_id'];
  notices text[];
  total bigint;
BEGIN
  -- Each trigger has only its own transition tables, so each operation has its own statement.
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(array_agg(concat_ws(' ', 'organizations', region_id, ids)), ARRAY[]::text[]), coalesce(sum(n), 0)
      INTO notices, total
      FROM (SELECT region_id, string_agg(DISTINCT id::text, ',') AS ids, count(DISTINCT id) AS n
            FROM new_rows GROUP BY region_id) AS per_site;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(array_agg(concat_ws(' ', 'organizations', region_id, ids)), ARRAY[]::text[]), coalesce(sum(n), 0)
      INTO notices, total
      FROM (SELECT region_id, string_agg(DISTINCT id::text, ',') AS ids, count(DISTINCT id) AS n
            FROM old_rows GROUP BY region_id) AS per_site;
  ELSE
    SELECT coalesce(array_agg(concat_ws(' ', 'organizations', region_id, ids)), ARRAY[]::text[]), coalesce(sum(n), 0)
      INTO notices, total
      FROM (SELECT region_id, string_agg(DISTINCT id::text, ',') AS ids, count(DISTINCT id) AS n
            FROM (SELECT n.region_id, n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE (to_jsonb(o) - unseen) IS DISTINCT FROM (to_jsonb(n) - unseen)) AS changed GROUP BY region_id) AS per_site;
  END IF;
  IF total > 50 THEN
    PERFORM pg_notify('page_changes', 'all');
  ELSE
    PERFORM pg_notify('page_changes', notice) FROM unnest(notices) AS notice;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_page_changes_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_job_page_changes();
--> statement-breakpoint
CREATE TRIGGER jobs_page_changes_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_job_page_changes();
--> statement-breakpoint
CREATE TRIGGER jobs_page_changes_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_job_page_changes();
--> statement-breakpoint
CREATE TRIGGER organizations_page_changes_insert AFTER INSERT ON organizations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organization_page_changes();
--> statement-breakpoint
CREATE TRIGGER organizations_page_changes_update AFTER UPDATE ON organizations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organization_page_changes();
--> statement-breakpoint
CREATE TRIGGER organizations_page_changes_delete AFTER DELETE ON organizations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_organization_page_changes();
