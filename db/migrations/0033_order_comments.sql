CREATE TABLE "order_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"account_id" text,
	"role" text NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"request_kind" text,
	"answers_id" text,
	"answered_at" timestamp (3) with time zone,
	"answered_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_messages" DROP CONSTRAINT "email_messages_event_id_unique";--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_comments_order_idx" ON "order_comments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_event_address_idx" ON "email_messages" USING btree ("event_id","to_address");