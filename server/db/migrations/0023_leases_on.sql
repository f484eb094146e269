-- The one occupancy rule as a set: every room a lease covers on a day (drafts cover nothing; a
-- lease covers its start to its last day, lease_last_day). A SQL function the planner inlines, so
-- a caller's filter (an organization, an object, a room) reaches the indexes below.
CREATE FUNCTION leases_on(on_day date)
RETURNS TABLE (landlord_id integer, contract_id integer, renter_id integer, object_id integer,
  room_id integer, starts_on date, ends_on date)
LANGUAGE sql STABLE AS $$
  SELECT c.landlord_id, c.id, c.renter_id, c.object_id, cr.room_id, c.starts_on, c.ends_on
  FROM contracts c JOIN contract_rooms cr ON cr.contract_id = c.id
  WHERE c.status <> 'draft' AND c.ends_on >= on_day AND c.starts_on <= on_day
    AND on_day <= lease_last_day(c.status, c.ends_on, c.terminated_on)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION room_lease(room integer, on_day date)
RETURNS TABLE (contract_id integer, renter_id integer, starts_on date, ends_on date)
LANGUAGE sql STABLE AS $$
  SELECT l.contract_id, l.renter_id, l.starts_on, l.ends_on
  FROM leases_on(on_day) l
  WHERE l.room_id = room
  ORDER BY l.starts_on DESC
  LIMIT 1
$$;
--> statement-breakpoint
CREATE OR REPLACE VIEW renter_rooms AS
SELECT l.landlord_id, l.renter_id, l.room_id, l.contract_id FROM leases_on(almaty_today()) l;
--> statement-breakpoint
CREATE INDEX "contracts_object_current_idx" ON "contracts" USING btree ("object_id","ends_on") WHERE "contracts"."status" <> 'draft';
