ALTER TABLE "store_legal" ADD COLUMN "share_capital_minor" bigint;--> statement-breakpoint
ALTER TABLE "store_legal" ADD COLUMN "share_capital_currency" text;--> statement-breakpoint
ALTER TABLE "store_legal" ADD COLUMN "rcs_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_legal" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The structured fields the back office edits, read from the printed forms set by the seed or SQL
-- before (docs/invoices.md#mentions): "RCS Paris 912 345 678" → Paris; "50 000 €" → 5000000 EUR.
UPDATE "store_legal" SET "rcs_city" = split_part("registration", ' ', 2) WHERE "registration" LIKE 'RCS %';--> statement-breakpoint
UPDATE "store_legal" SET "share_capital_minor" = regexp_replace("share_capital", '[^0-9]', '', 'g')::bigint * 100, "share_capital_currency" = 'EUR'
  WHERE "share_capital" LIKE '%€' AND "share_capital" !~ '[,.][0-9]{1,2} ?€$' AND regexp_replace("share_capital", '[^0-9]', '', 'g') <> '';
