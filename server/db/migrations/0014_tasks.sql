CREATE TABLE "task_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"author_id" integer,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"number" integer NOT NULL,
	"executor_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"category_id" integer,
	"priority" text DEFAULT 'medium' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"description" text NOT NULL,
	"bid_id" integer,
	"renter_id" integer,
	"room_id" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"returned_count" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"reminded" integer[] DEFAULT '{}'::int[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_categories" ADD CONSTRAINT "task_categories_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_events" ADD CONSTRAINT "task_events_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_events" ADD CONSTRAINT "task_events_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_executor_id_users_id_fk" FOREIGN KEY ("executor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_category_id_task_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."task_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_renter_id_renters_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."renters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_categories_landlord_name_key" ON "task_categories" USING btree ("landlord_id",lower("name"));--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_events_task_idx" ON "task_events" USING btree ("task_id","at");--> statement-breakpoint
CREATE INDEX "task_events_landlord_status_idx" ON "task_events" USING btree ("landlord_id","to_status","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_landlord_number_key" ON "tasks" USING btree ("landlord_id","number");--> statement-breakpoint
CREATE INDEX "tasks_landlord_status_deadline_idx" ON "tasks" USING btree ("landlord_id","status","deadline");--> statement-breakpoint
CREATE INDEX "tasks_landlord_executor_idx" ON "tasks" USING btree ("landlord_id","executor_id","status","deadline");--> statement-breakpoint
CREATE INDEX "tasks_landlord_creator_idx" ON "tasks" USING btree ("landlord_id","created_by","status","deadline");--> statement-breakpoint
CREATE INDEX "tasks_landlord_category_idx" ON "tasks" USING btree ("landlord_id","category_id");--> statement-breakpoint
CREATE INDEX "tasks_landlord_done_idx" ON "tasks" USING btree ("landlord_id","done_at");--> statement-breakpoint
CREATE INDEX "tasks_landlord_assigned_idx" ON "tasks" USING btree ("landlord_id","assigned_at");--> statement-breakpoint
CREATE INDEX "tasks_open_deadline_idx" ON "tasks" USING btree ("deadline") WHERE "tasks"."status" in ('new', 'in_progress', 'paused', 'for_revision');--> statement-breakpoint
CREATE INDEX "tasks_search_trgm" ON "tasks" USING gin ("search_text" gin_trgm_ops);