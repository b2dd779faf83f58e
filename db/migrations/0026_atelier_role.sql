ALTER TABLE "accounts" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_provider_due_idx" ON "orders" USING btree ("provider_id","estimated_completion_date","id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_atelier_provider_ck" CHECK (("accounts"."role" = 'atelier') = ("accounts"."provider_id" is not null));