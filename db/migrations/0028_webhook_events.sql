ALTER TABLE "outbox_events" ADD COLUMN "sequence" integer;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "order_version" integer;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "sequence" integer;--> statement-breakpoint
CREATE INDEX "outbox_events_feed_idx" ON "outbox_events" USING btree ("created_at","id") WHERE "outbox_events"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_events_order_idx" ON "outbox_events" USING btree ("order_id","sequence");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("endpoint_id","order_id","sequence") WHERE "webhook_deliveries"."status" = 'pending';