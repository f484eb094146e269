-- A request has one free text, its description. Request types that also asked for a "comment"
-- (a textarea field keyed `comment`: extra cleaning and the staff access card in the seeded
-- catalogue) made people write twice. Each such answer moves to the end of its bid's
-- description (and its search text, which ends with the description), then the field leaves
-- the types.
WITH commented AS (
  SELECT b.id, trim(b.answers ->> 'comment') AS comment
  FROM bids b
  JOIN request_types t ON t.id = b.request_type_id
  WHERE b.answers ? 'comment'
    AND t.fields @> '[{"key": "comment", "type": "textarea"}]'::jsonb
)
UPDATE bids SET
  description = CASE
    WHEN c.comment = '' THEN bids.description
    WHEN coalesce(bids.description, '') = '' THEN c.comment
    ELSE bids.description || E'\n\n' || c.comment
  END,
  search_text = CASE
    WHEN c.comment = '' THEN bids.search_text
    WHEN coalesce(bids.description, '') = '' THEN bids.search_text || ' ' || c.comment
    ELSE bids.search_text || E'\n\n' || c.comment
  END,
  answers = bids.answers - 'comment'
FROM commented c
WHERE bids.id = c.id;
--> statement-breakpoint
UPDATE request_types SET fields = coalesce(
  (
    SELECT jsonb_agg(f.field ORDER BY f.n)
    FROM jsonb_array_elements(request_types.fields) WITH ORDINALITY AS f(field, n)
    WHERE NOT (f.field ->> 'key' = 'comment' AND f.field ->> 'type' = 'textarea')
  ),
  '[]'::jsonb
), updated_at = now()
WHERE fields @> '[{"key": "comment", "type": "textarea"}]'::jsonb;
