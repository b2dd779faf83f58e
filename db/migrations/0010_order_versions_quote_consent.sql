ALTER TABLE "order_baskets" ADD COLUMN "replaced_services" jsonb;--> statement-breakpoint
ALTER TABLE "order_baskets" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "order_baskets" ADD COLUMN "comissions" jsonb;--> statement-breakpoint
ALTER TABLE "order_baskets" ADD COLUMN "estimated_price" jsonb;--> statement-breakpoint
ALTER TABLE "order_histories" ADD COLUMN "on_behalf" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Quotes answered before answers were recorded: a validated quote was accepted.
UPDATE "order_baskets" SET "answer" = 'accepted' WHERE "step" = 'quote' AND "is_validated";
