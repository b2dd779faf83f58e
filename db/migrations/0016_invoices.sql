CREATE TABLE "bonus_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"line" integer NOT NULL,
	"provider_id" text NOT NULL,
	"store_id" text NOT NULL,
	"status" text DEFAULT 'to_file' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"store_id" text NOT NULL,
	"year" integer NOT NULL,
	"series" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "invoice_counters_store_id_year_series_pk" PRIMARY KEY("store_id","year","series")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"store_id" text NOT NULL,
	"order_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"credits_invoice_id" text,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"bonus_minor" integer NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "store_legal" (
	"store_id" text PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"company_number" text NOT NULL,
	"vat_number" text NOT NULL,
	"legal_address" jsonb NOT NULL,
	"invoice_code" text NOT NULL,
	"zero_invoice_for_warranty" boolean DEFAULT false NOT NULL,
	CONSTRAINT "store_legal_invoice_code_unique" UNIQUE("invoice_code")
);
--> statement-breakpoint
ALTER TABLE "bonus_claims" ADD CONSTRAINT "bonus_claims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_claims" ADD CONSTRAINT "bonus_claims_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_claims" ADD CONSTRAINT "bonus_claims_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_claims" ADD CONSTRAINT "bonus_claims_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_legal" ADD CONSTRAINT "store_legal_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_claims_invoice_line_uq" ON "bonus_claims" USING btree ("invoice_id","line");--> statement-breakpoint
CREATE INDEX "bonus_claims_provider_idx" ON "bonus_claims" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_year_series_seq_uq" ON "invoices" USING btree ("store_id","year","kind","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credits_uq" ON "invoices" USING btree ("credits_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_provider_issued_idx" ON "invoices" USING btree ("provider_id","issued_at");--> statement-breakpoint
-- docs/invoices.md#immutability: an issued invoice or credit note is never changed nor deleted; a correction is a credit note and a new invoice.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'invoice % is issued: it cannot be changed (issue a credit note)', OLD.number USING ERRCODE = 'restrict_violation'; END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
