CREATE TABLE "catalogue_snapshots" (
	"hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
