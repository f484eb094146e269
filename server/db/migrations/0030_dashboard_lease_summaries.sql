CREATE TABLE "lease_summaries" (
	"landlord_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"version" bigint NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_versions" (
	"landlord_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_summaries" ADD CONSTRAINT "lease_summaries_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_versions" ADD CONSTRAINT "lease_versions_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- One more version for each organization whose leases, leased rooms, rooms or objects a
-- statement changed (the dashboard's lease summary computed at an older version is stale).
CREATE FUNCTION bump_lease_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lease_versions AS v (landlord_id, version)
  SELECT DISTINCT landlord_id, 1 FROM changed_rows
  ON CONFLICT (landlord_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_inserted_lease_version AFTER INSERT ON contracts REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER contracts_updated_lease_version AFTER UPDATE ON contracts REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER contracts_deleted_lease_version AFTER DELETE ON contracts REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER contract_rooms_inserted_lease_version AFTER INSERT ON contract_rooms REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER contract_rooms_updated_lease_version AFTER UPDATE ON contract_rooms REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER contract_rooms_deleted_lease_version AFTER DELETE ON contract_rooms REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER rooms_inserted_lease_version AFTER INSERT ON rooms REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER rooms_updated_lease_version AFTER UPDATE ON rooms REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER rooms_deleted_lease_version AFTER DELETE ON rooms REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER objects_inserted_lease_version AFTER INSERT ON objects REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER objects_updated_lease_version AFTER UPDATE ON objects REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();--> statement-breakpoint
CREATE TRIGGER objects_deleted_lease_version AFTER DELETE ON objects REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_lease_versions();
