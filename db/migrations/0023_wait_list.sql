CREATE TABLE "wait_list_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"zip_code" text NOT NULL,
	"category_id" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wait_list_entries_unique" UNIQUE("email","country","zip_code","category_id")
);
--> statement-breakpoint
CREATE INDEX "wait_list_entries_area_idx" ON "wait_list_entries" USING btree ("country","zip_code");