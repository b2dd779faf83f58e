ALTER TABLE "order_baskets" ADD COLUMN "discount_code" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_price" jsonb DEFAULT '{}'::jsonb NOT NULL;