-- Case-insensitive matching of Cyrillic text costs far more per row than the planner assumes
-- (and more again in PGlite's WebAssembly), so it scanned whole tables instead of using the
-- trigram indexes for searches. Priced realistically, it takes the indexes. Changing a built-in
-- function needs a superuser; where the role is not one, the default stays and searches are
-- merely slower.
DO $$
BEGIN
  ALTER FUNCTION texticlike(text, text) COST 100;
  ALTER FUNCTION texticnlike(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'search planner costs left at their defaults: %', SQLERRM;
END
$$;
