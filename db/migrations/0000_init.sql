CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "attribute_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"identifier" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"label" jsonb NOT NULL,
	"helper_label" jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parent_id" text,
	"parent_value" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "attribute_groups_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "clothes_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"numeric_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "clothes_categories_numeric_id_unique" UNIQUE("numeric_id"),
	CONSTRAINT "clothes_categories_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"percentage" integer,
	"fixed_amount" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"store_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "discount_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_repair_fund" boolean DEFAULT false NOT NULL,
	"repair_fund_service" text DEFAULT '' NOT NULL,
	"percentage" integer,
	"fixed_amount" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"apply_on_provider" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "logistic_options" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"instructions" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"onward_transit_days" integer NOT NULL,
	"return_transit_days" integer NOT NULL,
	"shipments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"provider_id" text,
	"store_id" text,
	"store_only" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "logistic_options_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "provider_areas" (
	"provider_id" text NOT NULL,
	"country" text NOT NULL,
	"zip_prefix" text DEFAULT '' NOT NULL,
	CONSTRAINT "provider_areas_provider_id_country_zip_prefix_pk" PRIMARY KEY("provider_id","country","zip_prefix")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"image_url" text NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"additional_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repair_fund_labelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"sub_category_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_providers" (
	"store_id" text NOT NULL,
	"provider_id" text NOT NULL,
	CONSTRAINT "store_providers_store_id_provider_id_pk" PRIMARY KEY("store_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" jsonb NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"online_store" boolean DEFAULT false NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"service_fee" jsonb NOT NULL,
	"commission_contract" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "sub_clothes_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"identifier" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text NOT NULL,
	"attribute_group_id" text,
	"position" integer NOT NULL,
	CONSTRAINT "sub_clothes_categories_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "sub_service_offers" (
	"sub_service_id" text NOT NULL,
	"offer_id" text NOT NULL,
	CONSTRAINT "sub_service_offers_sub_service_id_offer_id_pk" PRIMARY KEY("sub_service_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "sub_services" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"identifier" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"kind" text NOT NULL,
	"price" jsonb NOT NULL,
	"original_price" jsonb NOT NULL,
	"lead_time_days" integer NOT NULL,
	"can_be_multiple" boolean DEFAULT false NOT NULL,
	"attribute_group_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sub_services_lead_time_ck" CHECK ("sub_services"."lead_time_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"store_id" text,
	"title" text DEFAULT '' NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"email" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" jsonb NOT NULL,
	"payment_customer_id" text DEFAULT '' NOT NULL,
	"last_order_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_item_services" (
	"cart_item_id" text NOT NULL,
	"sub_service_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cart_item_services_cart_item_id_sub_service_id_pk" PRIMARY KEY("cart_item_id","sub_service_id"),
	CONSTRAINT "cart_item_services_qty_ck" CHECK ("cart_item_services"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"position" integer NOT NULL,
	"category_id" text NOT NULL,
	"sub_category_id" text NOT NULL,
	"attribute_group_id" text,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"staff_account_id" text,
	"store_id" text,
	"provider_id" text,
	"customer_id" text,
	"logistic_option_id" text,
	"currency" text NOT NULL,
	"booking_type" text DEFAULT 'paid' NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"discount_code" text,
	"insurance_status" text DEFAULT 'no_insurance' NOT NULL,
	"remote_address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"endpoint" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"cart_id" text,
	"account_id" text,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"etag" text NOT NULL,
	"bucket" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "order_baskets" (
	"order_id" text NOT NULL,
	"index" integer NOT NULL,
	"step" text NOT NULL,
	"is_validated" boolean NOT NULL,
	"currency" text NOT NULL,
	"cost_to_user" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"note" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_account_id" text,
	CONSTRAINT "order_baskets_order_id_index_pk" PRIMARY KEY("order_id","index")
);
--> statement-breakpoint
CREATE TABLE "order_histories" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" text,
	"role" text NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"item_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"category_id" text NOT NULL,
	"sub_category_id" text NOT NULL,
	"attribute_group_id" text,
	"values" jsonb NOT NULL,
	"image_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"sub_services" jsonb NOT NULL,
	"is_revoke" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"account_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"cart_id" text NOT NULL,
	"store_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"account_id" text,
	"staff_account_id" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"booking_type" text NOT NULL,
	"source" text NOT NULL,
	"request_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"discount_code" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"estimated_completion_date" timestamp with time zone NOT NULL,
	"is_revoked" boolean DEFAULT false NOT NULL,
	"is_revoked_by_customer" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"has_payment_confirmation" boolean DEFAULT false NOT NULL,
	"is_payed" boolean DEFAULT false NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_transfered" boolean DEFAULT false NOT NULL,
	"order_canceled_from_payment" boolean DEFAULT false NOT NULL,
	"warranty_status" text DEFAULT 'no_warranty' NOT NULL,
	"insurance" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"logistic_option" jsonb NOT NULL,
	"comissions" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
ALTER TABLE "attribute_definitions" ADD CONSTRAINT "attribute_definitions_group_id_attribute_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistic_options" ADD CONSTRAINT "logistic_options_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistic_options" ADD CONSTRAINT "logistic_options_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_areas" ADD CONSTRAINT "provider_areas_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_sub_category_id_sub_clothes_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_clothes_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_providers" ADD CONSTRAINT "store_providers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_providers" ADD CONSTRAINT "store_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_clothes_categories" ADD CONSTRAINT "sub_clothes_categories_category_id_clothes_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."clothes_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_clothes_categories" ADD CONSTRAINT "sub_clothes_categories_attribute_group_id_attribute_groups_id_fk" FOREIGN KEY ("attribute_group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_service_offers" ADD CONSTRAINT "sub_service_offers_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_service_offers" ADD CONSTRAINT "sub_service_offers_offer_id_discount_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."discount_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_services" ADD CONSTRAINT "sub_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_services" ADD CONSTRAINT "sub_services_attribute_group_id_attribute_groups_id_fk" FOREIGN KEY ("attribute_group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_services" ADD CONSTRAINT "cart_item_services_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_services" ADD CONSTRAINT "cart_item_services_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_category_id_clothes_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."clothes_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sub_category_id_sub_clothes_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_clothes_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_attribute_group_id_attribute_groups_id_fk" FOREIGN KEY ("attribute_group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_staff_account_id_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_logistic_option_id_logistic_options_id_fk" FOREIGN KEY ("logistic_option_id") REFERENCES "public"."logistic_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_baskets" ADD CONSTRAINT "order_baskets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_baskets" ADD CONSTRAINT "order_baskets_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_histories" ADD CONSTRAINT "order_histories_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_histories" ADD CONSTRAINT "order_histories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_staff_account_id_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_definitions_group_identifier_uq" ON "attribute_definitions" USING btree ("group_id","identifier");--> statement-breakpoint
CREATE INDEX "provider_areas_country_idx" ON "provider_areas" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "services_provider_sub_category_uq" ON "services" USING btree ("provider_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "services_sub_category_idx" ON "services" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "sub_clothes_categories_category_idx" ON "sub_clothes_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sub_service_offers_offer_idx" ON "sub_service_offers" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "sub_services_service_idx" ON "sub_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "customers_account_idx" ON "customers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_account_idx" ON "carts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "photos_cart_idx" ON "photos" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "order_histories_order_idx" ON "order_histories" USING btree ("order_id","date");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_store_date_idx" ON "orders" USING btree ("store_id","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_provider_date_idx" ON "orders" USING btree ("provider_id","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_account_date_idx" ON "orders" USING btree ("account_id","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "orders_name_idx" ON "orders" USING btree ("customer_name" text_pattern_ops);