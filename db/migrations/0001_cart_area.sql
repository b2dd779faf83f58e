ALTER TABLE "carts" ADD COLUMN "area_zip_code" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "area_country" text;