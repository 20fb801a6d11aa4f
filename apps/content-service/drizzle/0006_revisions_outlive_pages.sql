ALTER TABLE "page_revisions" DROP CONSTRAINT "page_revisions_page_id_pages_id_fk";
--> statement-breakpoint
CREATE INDEX "page_revisions_deletions_idx" ON "page_revisions" USING btree ("page_id","id") WHERE action = 'delete';