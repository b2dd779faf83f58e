ALTER TABLE "accounts" ADD COLUMN "checkout_cart_id" text;--> statement-breakpoint
ALTER TABLE "pending_signups" ADD COLUMN "cart_id" text;--> statement-breakpoint
CREATE INDEX "accounts_checkout_cart_idx" ON "accounts" USING btree ("checkout_cart_id") WHERE "accounts"."checkout_cart_id" is not null;