ALTER TABLE "providers" ADD COLUMN "story" jsonb;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "rating_tenths" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;