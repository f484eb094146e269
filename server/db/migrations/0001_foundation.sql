CREATE TABLE "employee_access" (
	"landlord_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"module" text NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "employee_access_employee_id_module_pk" PRIMARY KEY("employee_id","module")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"iin" text,
	"legal_entity_name" text,
	"department" text,
	"group" text,
	"position" text,
	"phone" text,
	"email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"pass_card" text,
	"work_start" time DEFAULT '09:00' NOT NULL,
	"work_end" time DEFAULT '18:00' NOT NULL,
	"notification_access" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "object_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"object_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"logo_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renter_rooms" (
	"landlord_id" integer NOT NULL,
	"renter_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	CONSTRAINT "renter_rooms_renter_id_room_id_pk" PRIMARY KEY("renter_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "renters" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"legal_name" text NOT NULL,
	"bin_iin" text NOT NULL,
	"legal_address" text,
	"outlet_name" text,
	"category" text NOT NULL,
	"contact_full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"number" text NOT NULL,
	"floor" integer NOT NULL,
	"area" numeric(10, 2) NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'free' NOT NULL,
	"logo_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"landlord_id" integer,
	"user_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer,
	"uploaded_by" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"checksum" text NOT NULL,
	"storage_key" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landlords" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bin" text NOT NULL,
	"legal_address" text NOT NULL,
	"city" text NOT NULL,
	"director_full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"logo_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"email" text,
	"phone" text,
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"landlord_id" integer,
	"employee_id" integer,
	"renter_id" integer,
	"locale" text DEFAULT 'ru' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_access" ADD CONSTRAINT "employee_access_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_access" ADD CONSTRAINT "employee_access_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_object_type_id_object_types_id_fk" FOREIGN KEY ("object_type_id") REFERENCES "public"."object_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renter_rooms" ADD CONSTRAINT "renter_rooms_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renter_rooms" ADD CONSTRAINT "renter_rooms_renter_id_renters_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."renters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renter_rooms" ADD CONSTRAINT "renter_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renters" ADD CONSTRAINT "renters_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_renter_id_renters_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."renters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_landlord_name_idx" ON "employees" USING btree ("landlord_id","full_name");--> statement-breakpoint
CREATE INDEX "employees_full_name_trgm" ON "employees" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "objects_landlord_idx" ON "objects" USING btree ("landlord_id","name");--> statement-breakpoint
CREATE INDEX "renter_rooms_room_idx" ON "renter_rooms" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renters_landlord_bin_key" ON "renters" USING btree ("landlord_id","bin_iin");--> statement-breakpoint
CREATE INDEX "renters_landlord_created_idx" ON "renters" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "renters_legal_name_trgm" ON "renters" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rooms_landlord_object_idx" ON "rooms" USING btree ("landlord_id","object_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_object_number_key" ON "rooms" USING btree ("object_id","number");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE "files"."attached_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "landlords_bin_key" ON "landlords" USING btree ("bin");--> statement-breakpoint
CREATE INDEX "landlords_created_idx" ON "landlords" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "landlords_name_trgm" ON "landlords" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "landlords_city_idx" ON "landlords" USING btree ("city");--> statement-breakpoint
CREATE INDEX "landlords_status_idx" ON "landlords" USING btree ("status");--> statement-breakpoint
CREATE INDEX "login_failures_login_ip_idx" ON "login_failures" USING btree ("login","ip","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_key" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "users_landlord_idx" ON "users" USING btree ("landlord_id","full_name");--> statement-breakpoint
CREATE INDEX "users_employee_idx" ON "users" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "users_renter_idx" ON "users" USING btree ("renter_id");