CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"scope" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "listings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "nameplates" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"vin" text NOT NULL,
	"nameplate_id" integer NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"color_canonical" text NOT NULL,
	"transmission" text NOT NULL,
	"engine_type" text NOT NULL,
	"production_year" integer NOT NULL,
	"mileage" integer DEFAULT 0 NOT NULL,
	"mileage_unit" text DEFAULT 'km' NOT NULL,
	"msrp_price" integer,
	"display_price" integer,
	"currency" text NOT NULL,
	"power" integer NOT NULL,
	"power_unit" text DEFAULT 'KM' NOT NULL,
	"engine_capacity" integer,
	"engine_capacity_unit" text DEFAULT 'cm3' NOT NULL,
	"owner_id" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_vin_unique" UNIQUE("vin")
);
--> statement-breakpoint
ALTER TABLE "nameplates" ADD CONSTRAINT "nameplates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_nameplate_id_nameplates_id_fk" FOREIGN KEY ("nameplate_id") REFERENCES "public"."nameplates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_dealers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nameplates_brand_name_idx" ON "nameplates" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "vehicles_nameplate_id_idx" ON "vehicles" USING btree ("nameplate_id");--> statement-breakpoint
CREATE INDEX "vehicles_owner_id_idx" ON "vehicles" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "vehicles_display_price_idx" ON "vehicles" USING btree ("display_price");