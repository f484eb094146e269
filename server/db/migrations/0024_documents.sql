CREATE TABLE "document_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_prefixes" (
	"landlord_id" integer PRIMARY KEY NOT NULL,
	"incoming" text NOT NULL,
	"outgoing" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"direction" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"registered_on" date NOT NULL,
	"sender_number" text,
	"sender_date" date,
	"renter_id" integer,
	"contractor_id" integer,
	"correspondent" text NOT NULL,
	"subject" text NOT NULL,
	"summary" text,
	"delivery" text NOT NULL,
	"responsible_id" integer,
	"due_on" date,
	"reply_to_id" integer,
	"status" text DEFAULT 'registered' NOT NULL,
	"comment" text,
	"created_by" integer,
	"reminded_for" date,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_prefixes" ADD CONSTRAINT "document_prefixes_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_renter_id_renters_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."renters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reply_to_id_documents_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_events_document_idx" ON "document_events" USING btree ("document_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_register_key" ON "documents" USING btree ("landlord_id","direction","year","sequence");--> statement-breakpoint
CREATE INDEX "documents_landlord_registered_idx" ON "documents" USING btree ("landlord_id","registered_on","id");--> statement-breakpoint
CREATE INDEX "documents_landlord_status_due_idx" ON "documents" USING btree ("landlord_id","status","due_on");--> statement-breakpoint
CREATE INDEX "documents_landlord_responsible_idx" ON "documents" USING btree ("landlord_id","responsible_id","status");--> statement-breakpoint
CREATE INDEX "documents_landlord_renter_idx" ON "documents" USING btree ("landlord_id","renter_id");--> statement-breakpoint
CREATE INDEX "documents_landlord_contractor_idx" ON "documents" USING btree ("landlord_id","contractor_id");--> statement-breakpoint
CREATE INDEX "documents_reply_to_idx" ON "documents" USING btree ("reply_to_id");--> statement-breakpoint
CREATE INDEX "documents_awaiting_due_idx" ON "documents" USING btree ("landlord_id","due_on") WHERE "documents"."direction" = 'incoming' and "documents"."status" in ('registered', 'in_work');--> statement-breakpoint
CREATE INDEX "documents_search_trgm" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_correspondent_trgm" ON "documents" USING gin ("correspondent" gin_trgm_ops);