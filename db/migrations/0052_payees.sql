CREATE TABLE "payees" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_payees" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"role" text NOT NULL,
	"payee_id" text,
	"from_at" timestamp (3) with time zone NOT NULL,
	"set_by" text
);
--> statement-breakpoint
ALTER TABLE "payout_statements" ALTER COLUMN "provider_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD COLUMN "payee_id" text;--> statement-breakpoint
ALTER TABLE "store_payees" ADD CONSTRAINT "store_payees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payees" ADD CONSTRAINT "store_payees_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payees" ADD CONSTRAINT "store_payees_set_by_accounts_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payees_role_name_uq" ON "payees" USING btree ("role","name");--> statement-breakpoint
CREATE INDEX "store_payees_store_role_idx" ON "store_payees" USING btree ("store_id","role","from_at");--> statement-breakpoint
CREATE INDEX "store_payees_payee_idx" ON "store_payees" USING btree ("payee_id");--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statements_payee_month_uq" ON "payout_statements" USING btree ("payee_id","month");--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_one_payee_ck" CHECK (num_nonnulls("payout_statements"."provider_id", "payout_statements"."payee_id") = 1);