ALTER TABLE "dealers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "brands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "monthly_price" integer;