CREATE TABLE "catalogue_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" text NOT NULL,
	"change_count" integer NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_versions_published_at_idx" ON "catalogue_versions" USING btree ("published_at");