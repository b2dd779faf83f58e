DROP INDEX "orders_date_idx";--> statement-breakpoint
DROP INDEX "orders_store_date_idx";--> statement-breakpoint
DROP INDEX "orders_provider_date_idx";--> statement-breakpoint
DROP INDEX "orders_account_date_idx";--> statement-breakpoint
DROP INDEX "orders_status_date_idx";--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "orders_store_date_idx" ON "orders" USING btree ("store_id","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_provider_date_idx" ON "orders" USING btree ("provider_id","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_account_date_idx" ON "orders" USING btree ("account_id","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","order_date","id");