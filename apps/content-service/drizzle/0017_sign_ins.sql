CREATE TABLE "sign_ins" (
	"sub" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "sign_ins" ("sub", "name", "email", "roles", "signed_in_at")
SELECT substr("key", 9), "value"->>'name', "value"->>'email', coalesce("value"->'roles', '[]'::jsonb), ("value"->>'at')::timestamptz
FROM "app_secrets" WHERE "key" LIKE 'sign_in:%';
--> statement-breakpoint
DELETE FROM "app_secrets" WHERE "key" LIKE 'sign_in:%';
