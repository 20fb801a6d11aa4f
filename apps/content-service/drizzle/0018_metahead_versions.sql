CREATE TABLE "metahead_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"metahead_id" integer NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"sequence" integer NOT NULL,
	"in_body" boolean NOT NULL,
	"reload_on_each_page" boolean NOT NULL,
	"page_id" integer,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metahead_versions" ADD CONSTRAINT "metahead_versions_metahead_id_metaheads_id_fk" FOREIGN KEY ("metahead_id") REFERENCES "public"."metaheads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metahead_versions_metahead_version_idx" ON "metahead_versions" USING btree ("metahead_id","version");--> statement-breakpoint
INSERT INTO "metahead_versions" ("metahead_id", "version", "name", "language", "source", "sequence", "in_body", "reload_on_each_page", "page_id", "actor", "created_at")
SELECT "id", 1, "name", "language", "source", "sequence", "in_body", "reload_on_each_page", "page_id", NULL, "updated_at" FROM "metaheads";
