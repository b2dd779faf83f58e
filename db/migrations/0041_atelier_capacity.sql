ALTER TABLE "providers" ADD COLUMN "working_days" integer[] DEFAULT '{1,2,3,4,5}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "weekly_capacity" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "closures" jsonb DEFAULT '[]'::jsonb NOT NULL;