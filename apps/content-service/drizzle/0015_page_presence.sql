CREATE TABLE "page_presence" (
	"page_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"user_sub" text NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_over_by_name" text,
	"taken_over_by_email" text,
	"taken_over_at" timestamp with time zone,
	CONSTRAINT "page_presence_page_id_session_id_pk" PRIMARY KEY("page_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "page_presence" ADD CONSTRAINT "page_presence_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_presence_seen_at_idx" ON "page_presence" USING btree ("seen_at");