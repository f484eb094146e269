CREATE TABLE "social_networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
