ALTER TABLE "pages" ADD COLUMN "published_parent_id" integer GENERATED ALWAYS AS (((published->>'parent_id')::integer)) STORED;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_title" jsonb GENERATED ALWAYS AS ((published->'title')) STORED;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_path" text GENERATED ALWAYS AS ((published->>'path')) STORED;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_type" text GENERATED ALWAYS AS ((published->>'type')) STORED;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_page_type" text GENERATED ALWAYS AS ((published->>'page_type')) STORED;--> statement-breakpoint
CREATE INDEX "pages_breadcrumb_children_idx" ON "pages" USING btree ("published_parent_id","published_path_key" collate "C") WHERE status = 'published' and published is not null and published_path_key <> '/' and published_type is distinct from 'url_redirection';