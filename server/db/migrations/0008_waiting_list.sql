CREATE TABLE "demo_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"page" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"object_id" integer,
	"bin_iin" text NOT NULL,
	"company_name" text NOT NULL,
	"legal_address" text,
	"director_full_name" text,
	"bank" text,
	"bik" text,
	"iik" text,
	"brand_name" text NOT NULL,
	"category" text NOT NULL,
	"brand_country" text,
	"years_in_business" integer,
	"segment" text,
	"stores_count" integer,
	"media_link" text,
	"average_check" numeric(14, 2),
	"turnover_per_sqm" numeric(14, 2),
	"area_min" numeric(10, 2),
	"area_max" numeric(10, 2),
	"turnover_tenge" numeric(14, 2),
	"power_min_kw" numeric(10, 2),
	"power_max_kw" numeric(10, 2),
	"floor" text,
	"store_format" text,
	"water_supply" boolean,
	"indoor_supply" boolean,
	"file_link_1" text,
	"file_link_2" text,
	"contact_full_name" text NOT NULL,
	"email" text NOT NULL,
	"work_phone" text,
	"phone" text NOT NULL,
	"comment" text,
	"additional_info" text,
	"status" text DEFAULT 'new' NOT NULL,
	"renter_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_events" ADD CONSTRAINT "questionnaire_events_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_events" ADD CONSTRAINT "questionnaire_events_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_renter_id_renters_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."renters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_requests_created_idx" ON "demo_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_status_idx" ON "demo_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_name_trgm" ON "demo_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_email_trgm" ON "demo_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaire_events_questionnaire_idx" ON "questionnaire_events" USING btree ("questionnaire_id","at");--> statement-breakpoint
CREATE INDEX "questionnaires_landlord_created_idx" ON "questionnaires" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_landlord_status_idx" ON "questionnaires" USING btree ("landlord_id","status","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_landlord_category_idx" ON "questionnaires" USING btree ("landlord_id","category","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_landlord_object_idx" ON "questionnaires" USING btree ("landlord_id","object_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_renter_idx" ON "questionnaires" USING btree ("renter_id");--> statement-breakpoint
CREATE INDEX "questionnaires_company_trgm" ON "questionnaires" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaires_brand_trgm" ON "questionnaires" USING gin ("brand_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaires_bin_trgm" ON "questionnaires" USING gin ("bin_iin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaires_contact_trgm" ON "questionnaires" USING gin ("contact_full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_messages_created_idx" ON "support_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_messages_status_idx" ON "support_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_name_trgm" ON "support_messages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_messages_message_trgm" ON "support_messages" USING gin ("message" gin_trgm_ops);