CREATE TABLE "contractors" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"bin" text NOT NULL,
	"contact_full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"services" text[] NOT NULL,
	"comment" text,
	"status" text DEFAULT 'new' NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"status_note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"landlord_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"slot" text DEFAULT 'files' NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attachments_entity_entity_id_file_id_pk" PRIMARY KEY("entity","entity_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "public_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"kind" text NOT NULL,
	"object_id" integer,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_links_owner_key" UNIQUE NULLS NOT DISTINCT("landlord_id","kind","object_id")
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractors_landlord_created_idx" ON "contractors" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "contractors_landlord_status_idx" ON "contractors" USING btree ("landlord_id","status");--> statement-breakpoint
CREATE INDEX "contractors_services_idx" ON "contractors" USING gin ("services");--> statement-breakpoint
CREATE INDEX "contractors_company_trgm" ON "contractors" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractors_bin_trgm" ON "contractors" USING gin ("bin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractors_contact_trgm" ON "contractors" USING gin ("contact_full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractors_phone_trgm" ON "contractors" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attachments_file_idx" ON "attachments" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_token_key" ON "public_links" USING btree ("token");