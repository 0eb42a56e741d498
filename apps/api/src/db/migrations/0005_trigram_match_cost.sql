-- The trigram word match (`q <% text`, used by product search) costs as much per row
-- as several hundred simple comparisons (17 µs on a product's name and description),
-- but pg_trgm declares it as cheap as one. Believing that, the planner scanned every
-- product of catalogues below some 50k rows instead of using the trigram index: 170 ms
-- for a search in 10k products instead of 7 ms. Owning the functions is required;
-- where another role owns the extension, plans stay as they were.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 1000;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 1000;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm belongs to another role: search keeps the default plan costs';
END
$$;
