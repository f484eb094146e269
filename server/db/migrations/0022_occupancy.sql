-- One occupancy rule: a room is occupied on a day when a lease covers it that day. A lease covers
-- its days from the start to its last day: the end, or the termination day when that comes first.
-- Drafts cover nothing; an expired lease still covers its past days (the rent roll of a past month).
CREATE FUNCTION lease_last_day(status text, ends_on date, terminated_on date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN status IN ('active', 'expired') THEN ends_on
    WHEN status = 'terminated' THEN least(ends_on, terminated_on)
  END
$$;
--> statement-breakpoint
-- Today in Kazakhstan (UTC+5 all year).
CREATE FUNCTION almaty_today() RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'UTC' + interval '5 hours')::date $$;
--> statement-breakpoint
-- The lease that covers a room on a day (none: the room is not let that day). A set-returning SQL
-- function, so the planner inlines it into each query that joins it.
CREATE FUNCTION room_lease(room integer, on_day date)
RETURNS TABLE (contract_id integer, renter_id integer, starts_on date, ends_on date)
LANGUAGE sql STABLE AS $$
  SELECT c.id, c.renter_id, c.starts_on, c.ends_on
  FROM contract_rooms cr JOIN contracts c ON c.id = cr.contract_id
  WHERE cr.room_id = room AND c.starts_on <= on_day
    AND on_day <= lease_last_day(c.status, c.ends_on, c.terminated_on)
  ORDER BY c.starts_on DESC
  LIMIT 1
$$;
--> statement-breakpoint
-- Rooms a renter card listed become leases: one per renter and object, starting the day the renter
-- was registered and running a year from today, at a rate of 0 for staff to complete.
WITH held AS (
  SELECT rr.landlord_id, rr.renter_id, rm.object_id,
    array_agg(rr.room_id ORDER BY rr.room_id) AS room_ids, sum(rm.area) AS area,
    min(r.created_at) AS since
  FROM renter_rooms rr
  JOIN renters r ON r.id = rr.renter_id AND r.status = 'active'
  JOIN rooms rm ON rm.id = rr.room_id
  GROUP BY rr.landlord_id, rr.renter_id, rm.object_id
), made AS (
  INSERT INTO contracts (landlord_id, number, signed_on, renter_id, object_id, area, rate_per_m2,
    monthly_rent, starts_on, ends_on, status, comment, search_text)
  SELECT landlord_id, 'R' || renter_id || '-' || object_id, since::date, renter_id, object_id, area,
    0, 0, least(since::date, almaty_today()), almaty_today() + 365, 'active',
    'Перенесено из карточки арендатора: уточните ставку и сроки', 'R' || renter_id || '-' || object_id
  FROM held
  RETURNING id, landlord_id, renter_id, object_id
)
INSERT INTO contract_rooms (landlord_id, contract_id, room_id)
SELECT made.landlord_id, made.id, unnest(held.room_ids)
FROM made JOIN held ON held.renter_id = made.renter_id AND held.object_id = made.object_id;
--> statement-breakpoint
UPDATE rooms SET status = 'free' WHERE status = 'occupied';
--> statement-breakpoint
-- The list's default order (soonest end first) within an organization.
CREATE INDEX contracts_landlord_end_idx ON contracts (landlord_id, ends_on, id);
--> statement-breakpoint
DROP TABLE "renter_rooms" CASCADE;
--> statement-breakpoint
-- The rooms each renter leases today, by the rule above.
CREATE VIEW renter_rooms AS
SELECT c.landlord_id, c.renter_id, cr.room_id, c.id AS contract_id
FROM contracts c JOIN contract_rooms cr ON cr.contract_id = c.id
WHERE c.status <> 'draft' AND c.ends_on >= almaty_today() AND c.starts_on <= almaty_today()
  AND almaty_today() <= lease_last_day(c.status, c.ends_on, c.terminated_on);
