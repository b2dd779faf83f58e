ALTER TABLE "store_legal" ADD COLUMN "legal_form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_legal" ADD COLUMN "share_capital" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_legal" ADD COLUMN "registration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_legal" ADD COLUMN "invoice_language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
-- hand-written below
-- Existing sellers outside France issue in their country's language (docs/invoices.md#mentions).
UPDATE "store_legal" SET "invoice_language" = CASE "legal_address"->>'country' WHEN 'GB' THEN 'en' WHEN 'US' THEN 'en' WHEN 'IE' THEN 'en' WHEN 'DE' THEN 'de' WHEN 'AT' THEN 'de' WHEN 'ES' THEN 'es' ELSE 'fr' END;
