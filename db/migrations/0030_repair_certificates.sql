CREATE TABLE "certificate_registry" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"certificate_id" text NOT NULL,
	"jws_sha256" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "certificate_registry_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "repair_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"item_id" text NOT NULL,
	"kid" text NOT NULL,
	"jws" text NOT NULL,
	"registry_event_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_pkcs8" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "repair_certificates" ADD CONSTRAINT "repair_certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_registry_prev_hash_uq" ON "certificate_registry" USING btree ("prev_hash");--> statement-breakpoint
CREATE INDEX "repair_certificates_order_idx" ON "repair_certificates" USING btree ("order_id");--> statement-breakpoint
-- The registry is append-only (docs/certificates.md#registry): no row is ever changed or removed.
CREATE FUNCTION certificate_registry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'certificate_registry is append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER certificate_registry_no_update BEFORE UPDATE OR DELETE ON "certificate_registry" FOR EACH ROW EXECUTE FUNCTION certificate_registry_append_only();--> statement-breakpoint
CREATE TRIGGER certificate_registry_no_truncate BEFORE TRUNCATE ON "certificate_registry" FOR EACH STATEMENT EXECUTE FUNCTION certificate_registry_append_only();
