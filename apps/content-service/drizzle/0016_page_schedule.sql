ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "scheduled" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "scheduled_version" integer;--> statement-breakpoint
CREATE INDEX "pages_schedule_due_idx" ON "pages" USING btree (least("publish_at", "unpublish_at")) WHERE "publish_at" IS NOT NULL OR "unpublish_at" IS NOT NULL;
