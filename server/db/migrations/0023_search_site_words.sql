-- The words a search may match (title, its word parts, skills, the description's body: weights A–C of the
-- search vector; the title's word parts carry no position, so no weight, and are kept too), each prefixed
-- with the site ("franken~vollzeit"), without positions or weights. Indexed by jobs_site_words_idx (next
-- migration): a word start ("franken~vollzeit":*) then spans one site's entries only, and a match needs no
-- recheck of the large vector (docs/architecture.md, "A million jobs").
CREATE OR REPLACE FUNCTION job_site_words(region text, vector tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(coalesce(array_agg(region || '~' || lexeme), '{}'))
  FROM unnest(vector) AS w
  WHERE w.positions IS NULL OR w.weights && '{A,B,C}'::text[]
$$;
