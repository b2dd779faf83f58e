CREATE TABLE "payout_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"month" text NOT NULL,
	"paid_at" timestamp (3) with time zone NOT NULL,
	"paid_by" text,
	"reference" text DEFAULT '' NOT NULL,
	"statement" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_paid_by_accounts_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statements_provider_month_uq" ON "payout_statements" USING btree ("provider_id","month");