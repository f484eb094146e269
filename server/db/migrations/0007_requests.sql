CREATE TABLE "counters" (
	"landlord_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counters_landlord_id_name_pk" PRIMARY KEY("landlord_id","name")
);
--> statement-breakpoint
CREATE TABLE "bid_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"bid_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"bid_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"number" integer NOT NULL,
	"request_type_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"room_id" integer,
	"renter_id" integer,
	"applicant_name" text NOT NULL,
	"phone" text,
	"description" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"executor_id" integer,
	"sla_hours" numeric(6, 2) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"rating" smallint,
	"rating_comment" text,
	"done_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reject_reason" text,
	"created_by" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_calendars" (
	"landlord_id" integer PRIMARY KEY NOT NULL,
	"week" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"landlord_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "holidays_landlord_id_date_pk" PRIMARY KEY("landlord_id","date")
);
--> statement-breakpoint
CREATE TABLE "landlord_request_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"request_type_id" integer NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"sla_hours" numeric(6, 2),
	"default_executor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_kinds" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sla_hours" numeric(6, 2) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resource" text NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"object_id" integer,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"name" text,
	"phone" text,
	"status" text DEFAULT 'new' NOT NULL,
	"reply_note" text,
	"bid_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counters" ADD CONSTRAINT "counters_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_comments" ADD CONSTRAINT "bid_comments_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_comments" ADD CONSTRAINT "bid_comments_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_comments" ADD CONSTRAINT "bid_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_events" ADD CONSTRAINT "bid_events_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_events" ADD CONSTRAINT "bid_events_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_request_type_id_request_types_id_fk" FOREIGN KEY ("request_type_id") REFERENCES "public"."request_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_renter_id_renters_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."renters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_executor_id_users_id_fk" FOREIGN KEY ("executor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_calendars" ADD CONSTRAINT "business_calendars_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlord_request_types" ADD CONSTRAINT "landlord_request_types_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlord_request_types" ADD CONSTRAINT "landlord_request_types_request_type_id_request_types_id_fk" FOREIGN KEY ("request_type_id") REFERENCES "public"."request_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlord_request_types" ADD CONSTRAINT "landlord_request_types_default_executor_id_users_id_fk" FOREIGN KEY ("default_executor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_types" ADD CONSTRAINT "request_types_kind_id_request_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."request_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_messages" ADD CONSTRAINT "visitor_messages_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_messages" ADD CONSTRAINT "visitor_messages_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_messages" ADD CONSTRAINT "visitor_messages_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_comments_bid_idx" ON "bid_comments" USING btree ("bid_id","created_at");--> statement-breakpoint
CREATE INDEX "bid_events_bid_idx" ON "bid_events" USING btree ("bid_id","at");--> statement-breakpoint
CREATE INDEX "bid_events_status_idx" ON "bid_events" USING btree ("bid_id","to_status");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_landlord_number_key" ON "bids" USING btree ("landlord_id","number");--> statement-breakpoint
CREATE INDEX "bids_landlord_created_idx" ON "bids" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_landlord_status_due_idx" ON "bids" USING btree ("landlord_id","status","due_at");--> statement-breakpoint
CREATE INDEX "bids_landlord_executor_idx" ON "bids" USING btree ("landlord_id","executor_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_landlord_type_idx" ON "bids" USING btree ("landlord_id","request_type_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_landlord_object_idx" ON "bids" USING btree ("landlord_id","object_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_renter_idx" ON "bids" USING btree ("renter_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_creator_idx" ON "bids" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "bids_search_trgm" ON "bids" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "landlord_request_types_key" ON "landlord_request_types" USING btree ("landlord_id","request_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_types_code_key" ON "request_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "saved_filters_user_idx" ON "saved_filters" USING btree ("user_id","resource");--> statement-breakpoint
CREATE INDEX "visitor_messages_landlord_idx" ON "visitor_messages" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "visitor_messages_status_idx" ON "visitor_messages" USING btree ("landlord_id","status","created_at");--> statement-breakpoint
CREATE INDEX "visitor_messages_text_trgm" ON "visitor_messages" USING gin ("text" gin_trgm_ops);