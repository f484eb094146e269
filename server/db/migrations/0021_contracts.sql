-- Leases: contracts of rooms with their terms, the rooms each leases, and each organization's
-- contract counter. contract_month_rent() is the rent of one contract in one calendar month, the
-- same arithmetic as src/domain/rentSchedule.ts (a test compares the two): the rent in effect
-- changes on each anniversary of the start by the indexation, compounded and rounded to the tiyn;
-- the first free months cost nothing; each covered day costs the day's rent over the month's days,
-- rounded once per month.
CREATE TABLE "contract_counters" (
	"landlord_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_rooms" (
	"landlord_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	CONSTRAINT "contract_rooms_contract_id_room_id_pk" PRIMARY KEY("contract_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"number" text NOT NULL,
	"signed_on" date NOT NULL,
	"renter_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"area" numeric(10, 2) NOT NULL,
	"rate_per_m2" numeric(16, 2) NOT NULL,
	"monthly_rent" numeric(16, 2) NOT NULL,
	"deposit" numeric(16, 2) DEFAULT 0 NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"indexation_percent" numeric(5, 2),
	"payment_day" integer DEFAULT 5 NOT NULL,
	"free_months" integer DEFAULT 0 NOT NULL,
	"notice_days" integer DEFAULT 30 NOT NULL,
	"responsible_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"terminated_on" date,
	"termination_reason" text,
	"previous_id" integer,
	"comment" text,
	"created_by" integer,
	"alerts_sent" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_counters" ADD CONSTRAINT "contract_counters_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_rooms" ADD CONSTRAINT "contract_rooms_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_rooms" ADD CONSTRAINT "contract_rooms_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_rooms" ADD CONSTRAINT "contract_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_renter_id_renters_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."renters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_previous_id_contracts_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_rooms_room_idx" ON "contract_rooms" USING btree ("room_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_landlord_number_key" ON "contracts" USING btree ("landlord_id",lower("number"));--> statement-breakpoint
CREATE INDEX "contracts_landlord_status_end_idx" ON "contracts" USING btree ("landlord_id","status","ends_on");--> statement-breakpoint
CREATE INDEX "contracts_landlord_object_idx" ON "contracts" USING btree ("landlord_id","object_id","status");--> statement-breakpoint
CREATE INDEX "contracts_landlord_renter_idx" ON "contracts" USING btree ("landlord_id","renter_id");--> statement-breakpoint
CREATE INDEX "contracts_landlord_responsible_idx" ON "contracts" USING btree ("landlord_id","responsible_id","status");--> statement-breakpoint
CREATE INDEX "contracts_previous_idx" ON "contracts" USING btree ("previous_id");--> statement-breakpoint
CREATE INDEX "contracts_active_end_idx" ON "contracts" USING btree ("ends_on") WHERE "contracts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "contracts_search_trgm" ON "contracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION contract_month_rent(
  starts_on date, ends_on date, monthly_rent numeric, indexation numeric, free_months integer,
  month_start date
) RETURNS numeric LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  month_end date := (month_start + interval '1 month')::date - 1;
  month_days integer := month_end - month_start + 1;
  first_day date := greatest(month_start, starts_on, (starts_on + make_interval(months => free_months))::date);
  last_day date := least(month_end, ends_on);
  indexed boolean := coalesce(indexation, 0) <> 0;
  rent numeric := round(monthly_rent * 100);
  years integer := 0;
  next_anniversary date := (starts_on + interval '1 year')::date;
  segment_start date;
  numerator numeric := 0;
BEGIN
  IF first_day > last_day THEN
    RETURN 0;
  END IF;
  WHILE indexed AND next_anniversary <= first_day LOOP
    years := years + 1;
    rent := round(rent * (10000 + round(indexation * 100)) / 10000);
    next_anniversary := (starts_on + make_interval(years => years + 1))::date;
  END LOOP;
  segment_start := first_day;
  WHILE indexed AND next_anniversary <= last_day LOOP
    numerator := numerator + (next_anniversary - segment_start) * rent;
    segment_start := next_anniversary;
    years := years + 1;
    rent := round(rent * (10000 + round(indexation * 100)) / 10000);
    next_anniversary := (starts_on + make_interval(years => years + 1))::date;
  END LOOP;
  numerator := numerator + (last_day - segment_start + 1) * rent;
  RETURN round(numerator / month_days) / 100;
END
$$;
