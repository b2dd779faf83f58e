CREATE TABLE "passport_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"response_status" integer,
	"last_error" text,
	"sent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repair_certificates" ADD COLUMN "dsp_certificate_id" text;--> statement-breakpoint
ALTER TABLE "passport_submissions" ADD CONSTRAINT "passport_submissions_id_repair_certificates_id_fk" FOREIGN KEY ("id") REFERENCES "public"."repair_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passport_submissions_due_idx" ON "passport_submissions" USING btree ("next_attempt_at") WHERE "passport_submissions"."status" = 'pending';