ALTER TABLE "online_refunds" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;