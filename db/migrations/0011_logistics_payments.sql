CREATE TABLE "order_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"account_id" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_slot_bookings" (
	"cart_id" text PRIMARY KEY NOT NULL,
	"logistic_option_id" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_slots" (
	"logistic_option_id" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	CONSTRAINT "pickup_slots_logistic_option_id_slot_start_pk" PRIMARY KEY("logistic_option_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "logistic_options" ADD COLUMN "payment_methods" text[] DEFAULT '{pay_on_collection}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "logistic_options" ADD COLUMN "slots" jsonb;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "time_zone" text DEFAULT 'Europe/Paris' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "pickup_slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_slot_bookings" ADD CONSTRAINT "pickup_slot_bookings_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_slot_bookings" ADD CONSTRAINT "pickup_slot_bookings_logistic_option_id_logistic_options_id_fk" FOREIGN KEY ("logistic_option_id") REFERENCES "public"."logistic_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_slots" ADD CONSTRAINT "pickup_slots_logistic_option_id_logistic_options_id_fk" FOREIGN KEY ("logistic_option_id") REFERENCES "public"."logistic_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "pickup_slot_bookings_slot_idx" ON "pickup_slot_bookings" USING btree ("logistic_option_id","slot_start");