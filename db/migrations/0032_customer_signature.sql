ALTER TABLE "orders" ADD COLUMN "customer_signature_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_signature_key_photos_key_fk" FOREIGN KEY ("customer_signature_key") REFERENCES "public"."photos"("key") ON DELETE set null ON UPDATE no action;