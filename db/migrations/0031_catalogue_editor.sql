CREATE TABLE "catalogue_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"based_on" integer NOT NULL,
	"base" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clothes_categories" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "records" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "snapshot" jsonb;