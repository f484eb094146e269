CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"name" text NOT NULL,
	"object_id" integer,
	"direction" text NOT NULL,
	"key_hash" text,
	"key_hint" text,
	"revoked_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pass_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"device_id" integer,
	"employee_id" integer,
	"card" text,
	"direction" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"editor_id" integer,
	"reason" text,
	"replaced_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_digests" (
	"landlord_id" integer NOT NULL,
	"day" date NOT NULL,
	"work_start" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_digests_landlord_id_day_work_start_pk" PRIMARY KEY("landlord_id","day","work_start")
);
--> statement-breakpoint
CREATE TABLE "time_marks" (
	"landlord_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_marks_employee_id_day_pk" PRIMARY KEY("employee_id","day")
);
--> statement-breakpoint
CREATE TABLE "time_settings" (
	"landlord_id" integer PRIMARY KEY NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"legend" jsonb,
	"import_mapping" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_events" ADD CONSTRAINT "pass_events_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_events" ADD CONSTRAINT "pass_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_events" ADD CONSTRAINT "pass_events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_events" ADD CONSTRAINT "pass_events_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_events" ADD CONSTRAINT "pass_events_replaced_by_pass_events_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."pass_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_digests" ADD CONSTRAINT "time_digests_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_marks" ADD CONSTRAINT "time_marks_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_marks" ADD CONSTRAINT "time_marks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_marks" ADD CONSTRAINT "time_marks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_settings" ADD CONSTRAINT "time_settings_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_key_hash_key" ON "devices" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "devices_landlord_idx" ON "devices" USING btree ("landlord_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "pass_events_device_card_at_key" ON "pass_events" USING btree ("device_id","card","at");--> statement-breakpoint
CREATE INDEX "pass_events_employee_at_idx" ON "pass_events" USING btree ("landlord_id","employee_id","at");--> statement-breakpoint
CREATE INDEX "pass_events_unknown_idx" ON "pass_events" USING btree ("landlord_id","card","at") WHERE "pass_events"."employee_id" is null;--> statement-breakpoint
CREATE INDEX "time_marks_landlord_day_idx" ON "time_marks" USING btree ("landlord_id","day");--> statement-breakpoint
CREATE INDEX "employees_landlord_card_idx" ON "employees" USING btree ("landlord_id","pass_card") WHERE "employees"."pass_card" is not null;