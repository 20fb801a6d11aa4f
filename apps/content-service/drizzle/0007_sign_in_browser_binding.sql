-- Sign-ins in progress were not bound to a browser: they are dropped (each can simply start again).
DELETE FROM "auth_requests";
--> statement-breakpoint
ALTER TABLE "auth_requests" ADD COLUMN "browser_binding" text NOT NULL;
