CREATE TABLE "order_provider_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"photo_key" text NOT NULL,
	"tag" text NOT NULL,
	"account_id" text,
	"role" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "order_provider_uploads" ADD CONSTRAINT "order_provider_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_provider_uploads" ADD CONSTRAINT "order_provider_uploads_photo_key_photos_key_fk" FOREIGN KEY ("photo_key") REFERENCES "public"."photos"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_provider_uploads" ADD CONSTRAINT "order_provider_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_provider_uploads_order_idx" ON "order_provider_uploads" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_provider_uploads_photo_uq" ON "order_provider_uploads" USING btree ("photo_key");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_provider_due_idx" ON "orders" USING btree ("provider_id","estimated_completion_date","id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_atelier_provider_ck" CHECK (("accounts"."role" = 'atelier') = ("accounts"."provider_id" is not null));