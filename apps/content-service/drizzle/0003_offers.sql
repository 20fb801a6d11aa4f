CREATE TABLE "offer_car_models" (
	"key" text PRIMARY KEY NOT NULL,
	"price" integer,
	"lease_price" integer
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"car_model_key" text NOT NULL,
	"anchor" text NOT NULL,
	"title" text NOT NULL,
	"suboffers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_locale_anchor_idx" ON "offers" USING btree ("locale","anchor");