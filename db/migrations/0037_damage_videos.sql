ALTER TABLE "cart_items" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "video_key" text;